import { describe, expect, it } from 'vitest';
import {
  MAX_CALENDAR_DEPARTURES,
  MAX_CALENDAR_LENGTHS,
  priceBand,
  priceCalendar,
  type CalendarOffer,
} from './price-calendar.ts';

function offer(
  uuid: string,
  departure_date: string,
  days: number,
  pln: number,
  overrides: Partial<CalendarOffer> = {},
): CalendarOffer {
  return {
    uuid,
    departure_date,
    days,
    availability: 'AVAILABLE',
    price_per_person_pln: pln,
    price_per_person_eur: pln / 4,
    ...overrides,
  };
}

/** The calendar's cells as uuids, row by row, '-' where a cell is empty. */
const uuids = (calendar: ReturnType<typeof priceCalendar>) =>
  calendar.cells.map((row) => row.map((cell) => cell?.uuid ?? '-'));

describe('the hotel page’s price calendar (issue 14)', () => {
  it('is empty without offers', () => {
    expect(priceCalendar([], 'pln')).toEqual({
      departures: [],
      lengths: [],
      cells: [],
      min: null,
      max: null,
      omitted: { departures: 0, lengths: 0 },
    });
  });

  it('makes one cell of one offer, its price rounded by the money rule, band 0', () => {
    const calendar = priceCalendar([offer('a', '2027-06-12', 7, 2345.5)], 'pln');
    expect(calendar).toEqual({
      departures: ['2027-06-12'],
      lengths: [7],
      cells: [[{ uuid: 'a', price: 2346, band: 0, offers: 1 }]],
      min: 2346,
      max: 2346,
      omitted: { departures: 0, lengths: 0 },
    });
  });

  it('orders departures earliest first and lengths shortest first, numerically, whatever the input order', () => {
    const calendar = priceCalendar(
      [
        offer('a', '2027-07-01', 14, 3000),
        offer('b', '2027-06-12', 7, 2000),
        offer('c', '2027-06-20', 10, 2500),
        offer('d', '2027-06-12', 14, 2900),
      ],
      'pln',
    );
    expect(calendar.departures).toEqual(['2027-06-12', '2027-06-20', '2027-07-01']);
    expect(calendar.lengths).toEqual([7, 10, 14]);
    expect(uuids(calendar)).toEqual([
      ['b', '-', 'd'],
      ['-', 'c', '-'],
      ['-', '-', 'a'],
    ]);
  });

  it('keeps the cheapest offer of a day and length and counts every bookable offer of it', () => {
    const calendar = priceCalendar(
      [
        offer('x', '2027-06-12', 7, 2600),
        offer('y', '2027-06-12', 7, 2400),
        offer('z', '2027-06-12', 7, 2500, { availability: 'ON_REQUEST' }),
      ],
      'pln',
    );
    expect(calendar.cells).toEqual([[{ uuid: 'y', price: 2400, band: 0, offers: 3 }]]);
  });

  it('breaks a tie at the price shown by availability at once before on request, then by uuid', () => {
    const onRequestFirst = priceCalendar(
      [
        offer('a', '2027-06-12', 7, 2000, { availability: 'ON_REQUEST' }),
        // 1999.6 and 2000 both show as 2 000 zł: the visitor sees one price.
        offer('b', '2027-06-12', 7, 1999.6),
      ],
      'pln',
    );
    expect(uuids(onRequestFirst)).toEqual([['b']]);

    const sameAvailability = [offer('m', '2027-06-12', 7, 2000), offer('k', '2027-06-12', 7, 2000)];
    expect(uuids(priceCalendar(sameAvailability, 'pln'))).toEqual([['k']]);
    expect(uuids(priceCalendar([...sameAvailability].reverse(), 'pln'))).toEqual([['k']]);
  });

  it('ignores sold-out offers: neither a cheaper cell nor a row or column of their own', () => {
    const calendar = priceCalendar(
      [
        offer('sold', '2027-06-12', 7, 900, { availability: 'NOT_AVAILABLE' }),
        offer('open', '2027-06-12', 7, 2000),
        offer('gone', '2027-06-19', 14, 800, { availability: 'NOT_AVAILABLE' }),
      ],
      'pln',
    );
    expect(calendar.departures).toEqual(['2027-06-12']);
    expect(calendar.lengths).toEqual([7]);
    expect(calendar.cells).toEqual([[{ uuid: 'open', price: 2000, band: 0, offers: 1 }]]);
    expect(priceCalendar([offer('sold', '2027-06-12', 7, 900, { availability: 'NOT_AVAILABLE' })], 'pln').min).toBe(
      null,
    );
  });

  it('prices the cells in the currency asked for', () => {
    const offers = [
      offer('a', '2027-06-12', 7, 2000, { price_per_person_eur: 480.4 }),
      offer('b', '2027-06-12', 7, 2100, { price_per_person_eur: 470.6 }),
    ];
    expect(priceCalendar(offers, 'pln').cells).toEqual([[{ uuid: 'a', price: 2000, band: 0, offers: 2 }]]);
    expect(priceCalendar(offers, 'eur').cells).toEqual([[{ uuid: 'b', price: 471, band: 0, offers: 2 }]]);
  });

  it('bands the cells in five equal steps from the cheapest to the dearest', () => {
    const prices = [1000, 1199, 1200, 1500, 1799, 1800, 2000];
    const calendar = priceCalendar(
      prices.map((price, index) => offer(`u${index}`, '2027-06-12', 7 + index, price)),
      'pln',
    );
    expect(calendar.min).toBe(1000);
    expect(calendar.max).toBe(2000);
    expect(calendar.cells[0]?.map((cell) => cell?.band)).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });

  it('puts every cell in band 0 when all prices are equal', () => {
    const calendar = priceCalendar([offer('a', '2027-06-12', 7, 2000), offer('b', '2027-06-13', 8, 2000)], 'pln');
    expect(calendar.cells.flat().map((cell) => cell?.band ?? null)).toEqual([0, null, null, 0]);
    expect(priceBand(2000, 2000, 2000)).toBe(0);
  });

  it('keeps the earliest departures and the shortest lengths beyond the cap, and bands only what it shows', () => {
    const day = (index: number) => new Date(Date.UTC(2027, 5, 1 + index)).toISOString().slice(0, 10);
    const offers = [
      // Listed latest first, to show the cap keeps the earliest, not the first given.
      ...Array.from({ length: MAX_CALENDAR_DEPARTURES + 5 }, (_, index) =>
        offer(`d${index}`, day(MAX_CALENDAR_DEPARTURES + 4 - index), 7, 2000),
      ),
      ...Array.from({ length: MAX_CALENDAR_LENGTHS + 3 }, (_, index) =>
        offer(`l${index}`, day(0), 30 - index, 2000 + index),
      ),
      // Past both caps: the one offer priced far away must not stretch the bands.
      offer('far', day(MAX_CALENDAR_DEPARTURES + 4), 30, 9000),
    ];
    const calendar = priceCalendar(offers, 'pln');

    expect(calendar.departures).toHaveLength(MAX_CALENDAR_DEPARTURES);
    expect(calendar.departures[0]).toBe(day(0));
    expect(calendar.departures.at(-1)).toBe(day(MAX_CALENDAR_DEPARTURES - 1));
    expect(calendar.lengths).toHaveLength(MAX_CALENDAR_LENGTHS);
    expect(calendar.lengths[0]).toBe(7);
    expect(calendar.lengths.at(-1)).toBe(7 + MAX_CALENDAR_LENGTHS - 1);
    expect(calendar.cells).toHaveLength(MAX_CALENDAR_DEPARTURES);
    expect(calendar.cells.every((row) => row.length === MAX_CALENDAR_LENGTHS)).toBe(true);
    expect(calendar.omitted).toEqual({ departures: 5, lengths: 3 });
    expect(calendar.max).toBeLessThan(9000);
  });
});
