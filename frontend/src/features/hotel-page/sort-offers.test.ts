import { describe, expect, it } from 'vitest';
import { listOffer } from '../../testing/offers-list.fixture.ts';
import { nextSort, sortOffers } from './sort-offers.ts';

const offer = (uuid: string, departure_date: string, days: number, price: number) => ({
  ...listOffer(),
  uuid,
  departure_date,
  days,
  price_per_person_pln: price,
});

const offers = [
  offer('a', '2027-06-10', 7, 2500),
  offer('b', '2027-06-01', 14, 3100),
  offer('c', '2027-06-05', 7, 1900),
  offer('d', '2027-06-01', 7, 2500),
];
const order = (list: { uuid: string }[]) => list.map((item) => item.uuid).join('');

describe('the order of a hotel’s dates with prices', () => {
  it('sorts by departure, by price and by length, ties by departure then price', () => {
    expect(order(sortOffers(offers, { key: 'date', direction: 'ascending' }))).toBe('dbca');
    expect(order(sortOffers(offers, { key: 'price', direction: 'ascending' }))).toBe('cdab');
    expect(order(sortOffers(offers, { key: 'price', direction: 'descending' }))).toBe('bdac');
    expect(order(sortOffers(offers, { key: 'days', direction: 'ascending' }))).toBe('dcab');
  });

  it('turns the direction round on the same column and starts another ascending', () => {
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'price')).toEqual({
      key: 'price',
      direction: 'descending',
    });
    expect(nextSort({ key: 'price', direction: 'descending' }, 'date')).toEqual({
      key: 'date',
      direction: 'ascending',
    });
  });

  it('leaves the answer it was given untouched', () => {
    const copy = [...offers];
    sortOffers(offers, { key: 'price', direction: 'ascending' });
    expect(offers).toEqual(copy);
  });
});
