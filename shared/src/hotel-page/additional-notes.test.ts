import { describe, expect, it } from 'vitest';
import { OFFER_TYPES } from '../feed.ts';
import type { OfferSummary } from '../offers.ts';
import {
  ADDITIONAL_NOTES,
  notesContextFor,
  notesThatApply,
  notesToShow,
  type AdditionalNoteKey,
  type NotesOffer,
} from './additional-notes.ts';

/** A package holiday with flights and without a transfer, on a board that is not all inclusive. */
function offer(overrides: Partial<NotesOffer> = {}): NotesOffer {
  return {
    transfer: false,
    board: { id: 2, name: 'Śniadania' },
    availability: 'AVAILABLE',
    hasFlights: true,
    ...overrides,
  };
}

const applies = (key: AdditionalNoteKey, countryCode: string, trip?: NotesOffer) =>
  notesThatApply({ countryCode, ...(trip ? { offer: trip } : {}) }).includes(key);

/** The countries of the destination tree (scripts/src/feed/reference/destinations-*.ts). */
const TREE_COUNTRIES = 'TR GR ES EG BG HR IT CY TN MA PT ME AL DO CU MX TH AE MT CV OM JO MV LK TZ MU JM'.split(' ');
const countriesWhere = (key: AdditionalNoteKey, trip?: NotesOffer) =>
  TREE_COUNTRIES.filter((code) => applies(key, code, trip));

describe('the standard additional-information notes (spec §9, CONST-47, OPEN-18)', () => {
  it('holds 19 distinct keys, the eight of spec §9 first in its order', () => {
    expect(ADDITIONAL_NOTES).toHaveLength(19);
    expect(new Set(ADDITIONAL_NOTES).size).toBe(19);
    expect(ADDITIONAL_NOTES.slice(0, 8)).toEqual([
      'tourist_tax',
      'visa_costs',
      'transfer',
      'all_inclusive',
      'vaccinations',
      'limited_seats',
      'cruise_route',
      'foreign_ministry_warnings',
    ]);
    for (const key of ADDITIONAL_NOTES) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('lists the notes that apply in catalogue order', () => {
    const keys = notesThatApply({ countryCode: 'EG', offer: offer({ board: { id: 12, name: 'All inclusive' } }) });
    expect(keys).toEqual(ADDITIONAL_NOTES.filter((key) => keys.includes(key)));
    expect(keys).toEqual([
      'visa_costs',
      'transfer',
      'all_inclusive',
      'limited_seats',
      'foreign_ministry_warnings',
      'travel_documents',
      'travel_insurance',
      'flight_times',
      'baggage_allowance',
      'check_in_out',
      'room_allocation',
      'child_pricing',
      'hotel_category',
      'hotel_deposit',
      'seasonal_facilities',
    ]);
  });

  it('reads the country code in any case', () => {
    expect(notesThatApply({ countryCode: 'eg' })).toEqual(notesThatApply({ countryCode: 'EG' }));
  });

  it('without a chosen offer, shows only the notes of the country and the hotel', () => {
    expect(notesThatApply({ countryCode: 'ES' })).toEqual([
      'tourist_tax',
      'foreign_ministry_warnings',
      'travel_documents',
      'travel_insurance',
      'check_in_out',
      'room_allocation',
      'hotel_category',
      'hotel_deposit',
      'seasonal_facilities',
    ]);
    const offerNotes = ['transfer', 'all_inclusive', 'limited_seats', 'flight_times', 'baggage_allowance'] as const;
    for (const key of [...offerNotes, 'child_pricing'] as const) expect(countriesWhere(key), key).toEqual([]);
  });

  it('tourist tax: where resorts charge it at the hotel, not in Turkey, Bulgaria, Egypt or the tropics', () => {
    expect(countriesWhere('tourist_tax')).toEqual([
      'GR',
      'ES',
      'HR',
      'IT',
      'TN',
      'MA',
      'PT',
      'ME',
      'MX',
      'AE',
      'MT',
      'CV',
      'TZ',
    ]);
  });

  it('visa costs: where Polish and German citizens pay for a visa or an entry authorisation', () => {
    expect(countriesWhere('visa_costs')).toEqual(['EG', 'CU', 'JO', 'LK', 'TZ']);
    // Visa-free for both, or a free visa on arrival.
    for (const code of ['TR', 'TH', 'AE', 'MV', 'DO']) expect(applies('visa_costs', code), code).toBe(false);
  });

  it('transfer: with every flown offer, said included or not as the offer has it', () => {
    expect(applies('transfer', 'TR', offer())).toBe(true);
    expect(notesToShow({ countryCode: 'TR', offer: offer({ transfer: true }) })).toContainEqual({
      key: 'transfer',
      variant: 'included',
    });
    expect(notesToShow({ countryCode: 'TR', offer: offer({ transfer: false }) })).toContainEqual({
      key: 'transfer',
      variant: 'not_included',
    });
    // A hotel-only stay mentions a transfer only when one is included.
    expect(applies('transfer', 'TR', offer({ hasFlights: false }))).toBe(false);
    expect(applies('transfer', 'TR', offer({ hasFlights: false, transfer: true }))).toBe(true);
  });

  it('all inclusive: for the boards the offers list’s all-inclusive filter counts, in any language', () => {
    for (const name of ['All inclusive', 'Ultra all inclusive', 'All Inclusive', 'ALL INCLUSIVE light'])
      expect(applies('all_inclusive', 'TR', offer({ board: { id: 99, name } })), name).toBe(true);
    for (const board of [{ id: 3, name: 'Śniadania i obiadokolacje' }, { id: 4, name: 'Vollpension' }, null])
      expect(applies('all_inclusive', 'TR', offer({ board })), String(board?.name)).toBe(false);
  });

  it('vaccinations: for the tropical destinations only', () => {
    expect(countriesWhere('vaccinations')).toEqual(['DO', 'CU', 'MX', 'TH', 'CV', 'MV', 'LK', 'TZ', 'MU', 'JM']);
  });

  it('limited seats: for flown offers (a fixed seat contingent) and offers on request, never a booked-out one', () => {
    expect(applies('limited_seats', 'GR', offer())).toBe(true);
    expect(applies('limited_seats', 'GR', offer({ hasFlights: false }))).toBe(false);
    expect(applies('limited_seats', 'GR', offer({ hasFlights: false, availability: 'ON_REQUEST' }))).toBe(true);
    expect(applies('limited_seats', 'GR', offer({ availability: 'NOT_AVAILABLE' }))).toBe(false);
  });

  it('cruise route: never, as nothing in the feed marks a cruise (offer types A, S, C1, C2; no cruise board)', () => {
    for (const board of [null, { id: 5, name: 'Wg programu' }, { id: 12, name: 'All inclusive' }])
      for (const hasFlights of [true, false])
        expect(countriesWhere('cruise_route', offer({ board, hasFlights, transfer: true }))).toEqual([]);
    expect(OFFER_TYPES).toEqual(['A', 'S', 'C1', 'C2']);
  });

  it('foreign-ministry warnings, travel documents, insurance and the hotel’s own notes: everywhere', () => {
    for (const key of [
      'foreign_ministry_warnings',
      'travel_documents',
      'travel_insurance',
      'check_in_out',
      'room_allocation',
      'hotel_category',
      'hotel_deposit',
    ] as const) {
      expect(countriesWhere(key), key).toEqual(TREE_COUNTRIES);
      expect(countriesWhere(key, offer()), key).toEqual(TREE_COUNTRIES);
    }
  });

  it('flight times and baggage: for flown offers only; children’s prices: for any offer', () => {
    for (const key of ['flight_times', 'baggage_allowance'] as const) {
      expect(applies(key, 'ES', offer()), key).toBe(true);
      expect(applies(key, 'ES', offer({ hasFlights: false })), key).toBe(false);
    }
    expect(applies('child_pricing', 'ES', offer({ hasFlights: false }))).toBe(true);
  });

  it('seasonal facilities: where the year has an off-season, not in the tropics or the Gulf', () => {
    expect(countriesWhere('seasonal_facilities')).toEqual([
      'TR',
      'GR',
      'ES',
      'EG',
      'BG',
      'HR',
      'IT',
      'CY',
      'TN',
      'MA',
      'PT',
      'ME',
      'AL',
      'MT',
      'JO',
    ]);
  });

  it('power sockets: where Polish and German plugs do not fit, with a word on voltage where it is 110–127 V', () => {
    expect(countriesWhere('power_sockets')).toEqual([
      'CY',
      'DO',
      'CU',
      'MX',
      'TH',
      'AE',
      'MT',
      'OM',
      'JO',
      'MV',
      'LK',
      'TZ',
      'MU',
      'JM',
    ]);
    const variant = (countryCode: string) => notesToShow({ countryCode }).find((note) => note.key === 'power_sockets');
    expect(variant('CY')).toEqual({ key: 'power_sockets', variant: 'adapter' });
    expect(variant('mx')).toEqual({ key: 'power_sockets', variant: 'adapter_and_voltage' });
  });

  it('travel documents: the identity card, 6 months’ or Turkey’s 150 days’ passport of shared/travel-documents', () => {
    const documents = (countryCode: string) =>
      notesToShow({ countryCode }).find((note) => note.key === 'travel_documents');
    expect(documents('GR')).toEqual({ key: 'travel_documents', variant: 'id_card' });
    expect(documents('EG')).toEqual({ key: 'travel_documents', variant: 'passport_months' });
    expect(documents('TR')).toEqual({ key: 'travel_documents', variant: 'passport_days', days: 150 });
  });
});

describe('the notes context of a hotel page', () => {
  const summary = (overrides: Partial<OfferSummary>): OfferSummary => ({
    uuid: 'u1',
    offer_type: 'A',
    hotel: null,
    operator: { code: 'FTI', name: 'FTI Touristik' },
    departure_date: '2027-09-28',
    return_date: '2027-10-05',
    days: 8,
    accommodation: null,
    board: { id: 12, name: 'All Inclusive' },
    departure_airport: { iata: 'MUC', name: 'München' },
    arrival_airport: { iata: 'AYT', name: 'Antalya' },
    availability: 'ON_REQUEST',
    train_to_airport: false,
    transfer: true,
    price_per_person_pln: 2000,
    price_per_person_eur: 470,
    flights: [],
    ...overrides,
  });

  it('takes the hotel’s country and, once chosen, the offer’s transfer, board, availability and flights', () => {
    expect(notesContextFor({ country_code: 'TR' })).toEqual({ countryCode: 'TR' });
    expect(notesContextFor({ country_code: 'TR' }, summary({}))).toEqual({
      countryCode: 'TR',
      offer: {
        transfer: true,
        board: { id: 12, name: 'All Inclusive' },
        availability: 'ON_REQUEST',
        hasFlights: true,
      },
    });
  });

  it('counts a hotel-only stay (S) as not flown', () => {
    expect(notesContextFor({ country_code: 'TR' }, summary({ offer_type: 'S' })).offer?.hasFlights).toBe(false);
  });
});
