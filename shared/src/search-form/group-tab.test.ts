import { describe, expect, it } from 'vitest';
import { buildRegionTree } from './destinations.ts';
import { groupEnquiryPrefill } from './group-tab.ts';

const TODAY = '2026-07-15';

describe('opening the group enquiry from the GROUP tab (D5)', () => {
  it('takes over the chosen destination and dates', () => {
    const tree = buildRegionTree({
      regions_list: [
        { id: 1, name: 'Turcja', unicodeName: 'turcja', subregions: [] },
        { id: 2, name: 'Grecja', unicodeName: 'grecja', subregions: [] },
      ],
      special_regions: [],
      main_regions: [1, 2],
    });
    expect(
      groupEnquiryPrefill({ regions: [2, 1], departureDate: '2026-08-01', returnDate: '2026-08-20' }, TODAY, tree),
    ).toEqual({ regions: [2, 1], destination: 'Grecja, Turcja', dateFrom: '2026-08-01', dateTo: '2026-08-20' });
  });

  it('falls back to tomorrow to one month ahead without dates (CONST-02)', () => {
    expect(groupEnquiryPrefill({}, TODAY)).toEqual({
      regions: [],
      destination: '',
      dateFrom: '2026-07-16',
      dateTo: '2026-08-15',
    });
  });

  it('replaces a departure that is not in the future and a return before the departure', () => {
    expect(groupEnquiryPrefill({ departureDate: TODAY, returnDate: '2026-07-01' }, TODAY)).toMatchObject({
      dateFrom: '2026-07-16',
      dateTo: '2026-08-15',
    });
    expect(groupEnquiryPrefill({ departureDate: '2026-09-01' }, TODAY)).toMatchObject({
      dateFrom: '2026-09-01',
      dateTo: '2026-10-01',
    });
  });
});
