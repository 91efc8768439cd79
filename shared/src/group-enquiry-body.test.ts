import { describe, expect, it } from 'vitest';
import { GroupEnquiryBodySchema, MAX_GROUP_PARTICIPANTS, TRANSPORT_TYPES } from './enquiries.ts';

const valid = {
  destination: 'Majorka',
  date_from: '2026-09-01',
  date_to: '2026-09-08',
  participants: 24,
  transport: 'bus',
  departure_place: 'Poznań',
  email: 'klub@example.pl',
  consents: { data_protection: true },
};

const issues = (body: Record<string, unknown>) =>
  GroupEnquiryBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('group enquiry body (ENT-50, GROUP-01, GROUP-02)', () => {
  it('has the fields of spec §3, the optional ones empty or given', () => {
    expect(GroupEnquiryBodySchema.parse({ ...valid, price_max_eur: '', comment: '', club: null })).toMatchObject(valid);
    const full = { ...valid, price_max_eur: 900, comment: 'Drużyna piłkarska', club: 'KS Warta', regions: [11] };
    expect(GroupEnquiryBodySchema.parse(full)).toEqual(full);
  });

  it('offers exactly bus, flight and own transport', () => {
    expect(TRANSPORT_TYPES).toEqual(['bus', 'flight', 'own']);
    expect(issues({ ...valid, transport: 'train' }).map(([path]) => path)).toEqual(['transport']);
  });

  it('needs at least two participants and at most the group maximum', () => {
    expect(issues({ ...valid, participants: 1 })).toHaveLength(1);
    expect(issues({ ...valid, participants: MAX_GROUP_PARTICIPANTS + 1 })).toHaveLength(1);
    expect(issues({ ...valid, participants: 2 })).toEqual([]);
  });

  it('refuses a return before the departure, and a missing destination or departure place', () => {
    expect(issues({ ...valid, date_to: '2026-08-31' })).toEqual([['date_to', 'date_order']]);
    expect(issues({ ...valid, date_to: valid.date_from })).toEqual([]);
    expect(issues({ ...valid, destination: ' ', departure_place: '' })).toEqual([
      ['destination', 'required'],
      ['departure_place', 'required'],
    ]);
  });
});
