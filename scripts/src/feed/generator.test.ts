import { HotelFeedRowSchema, OfferFeedRowSchema, type OfferFeedRow } from '@app/shared/feed';
import { describe, expect, it } from 'vitest';
import { generateHotels, generateOffers } from './generator.ts';
import { IMAGE_POOL } from './images.ts';
import { REFERENCE_DATA } from './reference/reference-data.ts';

const OPTIONS = { seed: 7, offers: 2000, start: '2026-12-01', eurPln: 4.25 };
const hotels = generateHotels({ seed: 7, hotels: 60 });
const offers = [...generateOffers(OPTIONS, hotels)];

const ids = {
  hotels: new Set(hotels.map((h) => h.id)),
  regions: new Set(REFERENCE_DATA.regions.map((r) => r.id)),
  departures: new Set(REFERENCE_DATA.airports.filter((a) => a.role === 'departure' && !a.virtual).map((a) => a.iata)),
  destinations: new Set(REFERENCE_DATA.airports.filter((a) => a.role === 'destination').map((a) => a.iata)),
  airports: new Set(REFERENCE_DATA.airports.map((a) => a.iata)),
  operators: new Set(REFERENCE_DATA.operators.filter((o) => !o.virtual).map((o) => o.code)),
  boards: new Set(REFERENCE_DATA.boards.map((b) => b.id)),
  rooms: new Set(REFERENCE_DATA.accommodations.map((a) => a.id)),
  facilities: new Set(REFERENCE_DATA.facilities.map((f) => f.id)),
  images: new Set(IMAGE_POOL.map((image) => `images/${image.name}`)),
};

describe('feed generator', () => {
  it('is deterministic: the same seed gives the same rows, another seed other rows', () => {
    expect(generateHotels({ seed: 7, hotels: 60 })).toEqual(hotels);
    expect([...generateOffers(OPTIONS, hotels)]).toEqual(offers);
    const other = [...generateOffers({ ...OPTIONS, seed: 8 }, hotels)];
    expect(other.map((o) => o.uuid)).not.toEqual(offers.map((o) => o.uuid));
  });

  it('emits exactly the requested number of offers with unique uuids and hotel ids', () => {
    expect(offers).toHaveLength(2000);
    expect(new Set(offers.map((o) => o.uuid)).size).toBe(2000);
    expect(ids.hotels.size).toBe(60);
  });

  it('writes rows that pass HotelFeedRowSchema and OfferFeedRowSchema', () => {
    for (const hotel of hotels) expect(HotelFeedRowSchema.parse(hotel)).toEqual(hotel);
    for (const offer of offers) {
      const result = OfferFeedRowSchema.safeParse(offer);
      expect(result.success, `${offer.uuid}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('mixes offer types: mostly A, some S, C1 and C2', () => {
    const count = (type: OfferFeedRow['offer_type']) => offers.filter((o) => o.offer_type === type).length;
    expect(count('A')).toBeGreaterThan(1400);
    expect(count('S')).toBeGreaterThan(100);
    expect(count('C1')).toBeGreaterThan(20);
    expect(count('C2')).toBeGreaterThan(40);
  });

  it('refers only to hotels, airports, operators, boards, rooms, regions and facilities that exist', () => {
    for (const hotel of hotels) {
      expect(ids.regions.has(hotel.region_id)).toBe(true);
      for (const id of hotel.facility_ids) expect(ids.facilities.has(id)).toBe(true);
      for (const image of hotel.gallery) expect(ids.images.has(image.url), image.url).toBe(true);
      expect(hotel.gallery.length).toBeGreaterThanOrEqual(3);
      expect(hotel.gallery.length).toBeLessThanOrEqual(5);
    }
    for (const offer of offers) {
      if (offer.hotel_id !== null) expect(ids.hotels.has(offer.hotel_id)).toBe(true);
      expect(ids.operators.has(offer.operator_code), offer.operator_code).toBe(true);
      if (offer.departure_airport_iata) expect(ids.departures.has(offer.departure_airport_iata)).toBe(true);
      if (offer.destination_airport_iata) expect(ids.destinations.has(offer.destination_airport_iata)).toBe(true);
      for (const flight of offer.flights) {
        expect(ids.airports.has(flight.departure_airport_iata)).toBe(true);
        expect(ids.airports.has(flight.arrival_airport_iata)).toBe(true);
      }
      if (offer.board_id !== null) expect(ids.boards.has(offer.board_id)).toBe(true);
      if (offer.accommodation_id !== null) expect(ids.rooms.has(offer.accommodation_id)).toBe(true);
    }
  });

  it('shapes each offer type as the feed format says', () => {
    for (const offer of offers) {
      const hotelOffer = offer.offer_type === 'A' || offer.offer_type === 'S';
      expect(offer.hotel_id !== null).toBe(hotelOffer);
      expect(offer.board_id !== null && offer.accommodation_id !== null).toBe(hotelOffer);
      if (offer.offer_type === 'S') {
        expect([offer.departure_airport_iata, offer.destination_airport_iata, offer.flights]).toEqual([null, null, []]);
      } else {
        const first = offer.flights[0];
        const last = offer.flights[offer.flights.length - 1];
        expect(first?.departure_airport_iata).toBe(offer.departure_airport_iata);
        expect(first?.departure_time.slice(0, 10)).toBe(offer.departure_date);
        if (offer.offer_type === 'C1') {
          expect(offer.return_date).toBe(offer.departure_date);
          expect(last?.arrival_airport_iata).toBe(offer.destination_airport_iata);
        } else {
          expect(last?.arrival_airport_iata).toBe(offer.departure_airport_iata);
          expect(
            offer.flights.some(
              (f) =>
                f.departure_airport_iata === offer.destination_airport_iata &&
                f.departure_time.startsWith(offer.return_date),
            ),
          ).toBe(true);
        }
      }
      const nights = (Date.parse(offer.return_date) - Date.parse(offer.departure_date)) / 86_400_000;
      expect(offer.duration).toBe(nights + 1);
    }
  });

  it('writes towns and the English and German descriptions without Polish names (decision D14)', () => {
    const many = generateHotels({ seed: 3, hotels: 800 });
    const polish = /[ąęłńśźż]/i;
    for (const hotel of many) {
      expect(hotel.city, hotel.id).not.toMatch(polish);
      expect(hotel.description.texts.de ?? '', hotel.id).not.toMatch(polish);
      expect(hotel.description.texts.en ?? '', hotel.id).not.toMatch(polish);
    }
    const goldenSands = many.find((hotel) => hotel.region_id === 202151);
    expect(goldenSands?.city).toBe('Golden Sands');
    expect(goldenSands?.description.texts.de).toContain(' liegt in Goldstrand.');
    expect(goldenSands?.description.texts.pl).toContain('w miejscowości Złote Piaski.');
  });

  it('keeps flight legs in order: a connection leaves the hub after the feeder lands there', () => {
    const naiveMinutes = (local: string) => Date.parse(`${local}:00Z`) / 60_000;
    const connecting = offers.filter((o) => o.flights.length > 2 || (o.offer_type === 'C1' && o.flights.length === 2));
    expect(connecting.length).toBeGreaterThan(0);
    for (const offer of offers) {
      offer.flights.forEach((flight, i) => {
        const hours = (naiveMinutes(flight.arrival_time) - naiveMinutes(flight.departure_time)) / 60;
        expect(hours).toBeGreaterThan(-12);
        expect(hours).toBeLessThan(24);
        const next = offer.flights[i + 1];
        if (
          next &&
          next.departure_airport_iata === flight.arrival_airport_iata &&
          next.departure_time < offer.return_date
        ) {
          expect(naiveMinutes(next.departure_time) - naiveMinutes(flight.arrival_time)).toBeGreaterThanOrEqual(90);
        }
      });
    }
  });

  it('prices per person positively, in whole euros, PLN = EUR × rate rounded to grosze', () => {
    for (const offer of offers) {
      expect(offer.price_per_person_eur).toBeGreaterThan(0);
      expect(Number.isInteger(offer.price_per_person_eur)).toBe(true);
      expect(offer.price_per_person_pln).toBeCloseTo(offer.price_per_person_eur * 4.25, 2);
    }
  });

  it('prices like the market: all inclusive above breakfast, long haul above the Mediterranean', () => {
    const many = generateHotels({ seed: 11, hotels: 400 });
    const rows = [...generateOffers({ ...OPTIONS, seed: 11, offers: 6000 }, many)].filter((o) => o.offer_type === 'A');
    const countryOf = new Map(REFERENCE_DATA.regions.map((r) => [r.id, r.country_code]));
    const hotelCountry = new Map(many.map((h) => [h.id, countryOf.get(h.region_id)]));
    const median = (subset: OfferFeedRow[]) => {
      const perDay = subset.map((o) => o.price_per_person_eur / o.duration).sort((a, b) => a - b);
      return perDay[Math.floor(perDay.length / 2)] ?? 0;
    };
    expect(median(rows.filter((o) => o.board_id === 12))).toBeGreaterThan(median(rows.filter((o) => o.board_id === 2)));
    const inCountries = (codes: string[]) =>
      rows.filter((o) => codes.includes(hotelCountry.get(o.hotel_id ?? '') ?? ''));
    expect(median(inCountries(['DO', 'MX', 'CU', 'TH', 'MV']))).toBeGreaterThan(
      median(inCountries(['TR', 'GR', 'BG', 'EG'])),
    );
    const turkey = inCountries(['TR']);
    expect(turkey.length).toBeGreaterThan(inCountries(['HR']).length);
  });

  it('departs from German airports for German operators and Polish ones for Polish operators', () => {
    const country = new Map(REFERENCE_DATA.airports.map((a) => [a.iata, a.country]));
    const operatorCountry = new Map(REFERENCE_DATA.operators.map((o) => [o.code, o.country]));
    for (const offer of offers) {
      if (!offer.departure_airport_iata) continue;
      const from = country.get(offer.departure_airport_iata);
      if (operatorCountry.get(offer.operator_code) === 'Polska') expect(from).toBe('PL');
      if (operatorCountry.get(offer.operator_code) === 'Niemcy') expect(['DE', 'CZ']).toContain(from);
      if (offer.train_to_airport) expect(from).toBe('DE');
    }
  });
});
