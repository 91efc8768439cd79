import { describe, expect, it } from 'vitest';
import { TEST_REFERENCE, buildIndex, hotel, offer } from '../lib/offer-engine/testing/test-feed.ts';
import { hotelsList, type HotelsListFilter } from './hotels-list.ts';
import { referenceLookup } from './present.ts';

const index = buildIndex(
  [
    hotel({ id: 'h1', name: 'Hôtel Łódź Palace', region_id: 31, city: 'Łódź' }),
    hotel({ id: 'h2', name: 'Kreta Beach', region_id: 21, city: 'Chersonisos', stars: 5 }),
    hotel({ id: 'h3', name: 'Sol Palma', region_id: 111, city: 'Palma' }),
    hotel({ id: 'h4', name: 'Alcudia Garden', region_id: 112, city: 'Alcudia', stars: 3.5 }),
    hotel({ id: 'h5', name: 'Aparthotel Rodos', region_id: 22, city: 'Faliraki' }),
  ],
  [
    offer({ hotel_id: 'h1', offer_type: 'S' }),
    offer({ hotel_id: 'h2', offer_type: 'A' }),
    offer({ hotel_id: 'h3', offer_type: 'A' }),
    offer({ hotel_id: 'h3', offer_type: 'S' }),
    offer({ hotel_id: 'h4', offer_type: 'A' }),
  ],
);
const lookup = referenceLookup(TEST_REFERENCE);
const ids = (filter: Partial<HotelsListFilter>, locale: 'pl' | 'en' = 'pl') =>
  hotelsList(index, lookup, { page: 0, limit: 50, ...filter }, locale).hotels.map((h) => h.id);

describe('hotel list (HLIST-01..03)', () => {
  it('lists every hotel by name without parameters, with place and stars', () => {
    const all = hotelsList(index, lookup, { page: 0, limit: 50 }, 'pl');
    expect(all.total).toBe(5);
    expect(all.hotels.map((h) => h.name)).toEqual([
      'Alcudia Garden',
      'Aparthotel Rodos',
      'Hôtel Łódź Palace',
      'Kreta Beach',
      'Sol Palma',
    ]);
    expect(all.hotels[0]).toEqual({
      id: 'h4',
      name: 'Alcudia Garden',
      city: 'Alcudia',
      stars: 3.5,
      region: { id: 112, name: 'Alcudia' },
      country: { id: 1, name: 'Hiszpania' },
    });
  });

  it('finds hotels by name or location, accents folded: city, region or country in any language', () => {
    expect(ids({ hotel_name: 'lodz palace' })).toEqual(['h1']);
    expect(ids({ hotel_name: 'Faliraki' })).toEqual(['h5']);
    expect(ids({ hotel_name: 'lodzkie' })).toEqual(['h1']);
    expect(ids({ hotel_name: 'Majorka' })).toEqual(['h4', 'h3']);
    expect(ids({ hotel_name: 'grecja' })).toEqual(['h5', 'h2']);
    expect(ids({ hotel_name: 'nowhere' })).toEqual([]);
  });

  it('narrows to the chosen regions, a country covering its subregions', () => {
    expect(ids({ regions: [1] })).toEqual(['h4', 'h3']);
    expect(ids({ regions: [111, 21] })).toEqual(['h2', 'h3']);
    expect(ids({ regions: [2], hotel_name: 'kreta' })).toEqual(['h2']);
  });

  it('keeps only hotels with holiday (A) or hotel-only (S) offers when a type is given', () => {
    expect(ids({ offer_type: 'A' })).toEqual(['h4', 'h2', 'h3']);
    expect(ids({ offer_type: 'S' })).toEqual(['h1', 'h3']);
    expect(ids({ offer_type: 'S', regions: [1], hotel_name: 'palma' })).toEqual(['h3']);
  });

  it('pages through the sorted hotels without repeating or skipping one', () => {
    const pages = [0, 1, 2].map((page) => hotelsList(index, lookup, { page, limit: 2 }, 'pl'));
    expect(pages.map((p) => p.hotels.map((h) => h.id))).toEqual([['h4', 'h5'], ['h1', 'h2'], ['h3']]);
    expect(pages.map((p) => [p.total, p.page, p.limit])).toEqual([
      [5, 0, 2],
      [5, 1, 2],
      [5, 2, 2],
    ]);
    expect(hotelsList(index, lookup, { page: 9, limit: 2 }, 'pl').hotels).toEqual([]);
  });

  it('names a town that is also a region in the visitor language, as the cards do', () => {
    // Palma is both the hotel's town and its region; the German and English names differ here only.
    const translated = referenceLookup({
      ...TEST_REFERENCE,
      regions: TEST_REFERENCE.regions.map((r) =>
        r.id === 111 ? { ...r, names: { en: 'Palma City', de: 'Palma-Stadt' } } : r,
      ),
    });
    const city = (locale: 'pl' | 'de') =>
      hotelsList(index, translated, { page: 0, limit: 50, hotel_name: 'sol palma' }, locale).hotels[0]?.city;
    expect(city('pl')).toBe('Palma');
    expect(city('de')).toBe('Palma-Stadt');
  });
});
