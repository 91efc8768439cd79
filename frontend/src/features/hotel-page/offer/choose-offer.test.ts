import { describe, expect, it } from 'vitest';
import type { OfferSummary } from '@app/shared/offers';
import { cheapestOffer, searchWithOffer, similarOffers } from './choose-offer.ts';

function offer(uuid: string, pln: number, extra: Partial<OfferSummary> = {}): OfferSummary {
  return {
    uuid,
    offer_type: 'A',
    hotel: null,
    operator: { code: 'TUI', name: 'TUI' },
    departure_date: '2027-06-12',
    return_date: '2027-06-19',
    days: 8,
    accommodation: null,
    board: null,
    departure_airport: null,
    arrival_airport: null,
    availability: 'AVAILABLE',
    train_to_airport: false,
    transfer: true,
    price_per_person_pln: pln,
    price_per_person_eur: pln / 4,
    flights: [],
    ...extra,
  };
}

describe('the offer a hotel page shows first', () => {
  it('is the cheapest bookable one, sold-out offers never', () => {
    const soldOut = offer('a', 1000, { availability: 'NOT_AVAILABLE' });
    const onRequest = offer('b', 1500, { availability: 'ON_REQUEST' });
    expect(cheapestOffer([offer('c', 2000), soldOut, onRequest])?.uuid).toBe('b');
    expect(cheapestOffer([soldOut])).toBeUndefined();
    expect(cheapestOffer([])).toBeUndefined();
  });

  it('of equal prices takes the earlier departure, then the shorter stay', () => {
    const later = offer('a', 1000, { departure_date: '2027-07-01' });
    const longer = offer('b', 1000, { days: 15 });
    const shorter = offer('c', 1000, { days: 8 });
    expect(cheapestOffer([later, longer, shorter])?.uuid).toBe('c');
  });
});

describe('the offers suggested when the chosen one is gone (ERR-01)', () => {
  it('are the three cheapest other bookable offers', () => {
    const offers = [
      offer('gone', 900),
      offer('a', 1400),
      offer('b', 1100),
      offer('sold', 1000, { availability: 'NOT_AVAILABLE' }),
      offer('c', 1200),
      offer('d', 1300),
    ];
    expect(similarOffers(offers, 'gone').map((o) => o.uuid)).toEqual(['b', 'c', 'd']);
  });
});

describe('the link to another offer of the page', () => {
  it('sets the offer and keeps the rest of the query', () => {
    const params = new URLSearchParams('id=H1&adults_number=3&offer=old&tab=map');
    expect(searchWithOffer(params, 'new')).toBe('?id=H1&adults_number=3&offer=new&tab=map');
    expect(params.get('offer')).toBe('old');
  });
});
