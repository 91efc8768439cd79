import { RelatedOffersQuerySchema } from '@app/shared/blog';
import { describe, expect, it } from 'vitest';
import { TEST_REFERENCE, buildIndex, hotel, offer } from '../lib/offer-engine/testing/test-feed.ts';
import { referenceLookup } from './present.ts';
import { relatedOffersCriteria } from './related-offers.ts';
import { specialOffers } from './special-offers.ts';

/** The engine sorts by the euro price; the cards show złoty. */
const price = (pln: number) => ({ price_per_person_pln: pln, price_per_person_eur: Math.round(pln / 4.3) });
const summer = { departure_date: '2027-07-10', return_date: '2027-07-17' };
const index = buildIndex(
  [
    hotel({ id: 'h1', name: 'Sol Palma', region_id: 111 }),
    hotel({ id: 'h2', name: 'Kreta Beach', region_id: 21 }),
    hotel({ id: 'h3', name: 'Rodos Bay', region_id: 22 }),
    hotel({ id: 'h4', name: 'Alanya Star', region_id: 41 }),
  ],
  [
    offer({ ...summer, hotel_id: 'h1', ...price(1500) }),
    offer({ ...summer, hotel_id: 'h2', ...price(2600) }),
    offer({ ...summer, hotel_id: 'h2', ...price(2100), board_id: 2 }),
    offer({ ...summer, hotel_id: 'h3', ...price(1900) }),
    offer({ ...summer, hotel_id: 'h3', ...price(1700), offer_type: 'S' }),
    offer({ ...summer, hotel_id: 'h4', ...price(900) }),
    // Already departed: never related.
    offer({ departure_date: '2025-07-10', return_date: '2025-07-17', hotel_id: 'h2', ...price(100) }),
  ],
);
const lookup = referenceLookup(TEST_REFERENCE);
const NOW = new Date('2026-06-01T10:00:00Z');
const related = (query: Record<string, string>) =>
  specialOffers(index, lookup, relatedOffersCriteria(RelatedOffersQuerySchema.parse(query), NOW), 'pl', NOW)
    .offers_list;

describe('related offers (API-22, BLOG-05)', () => {
  it('answers the cheapest future offer per hotel, only in the regions and their subregions', () => {
    const cards = related({ regions: '2' });
    expect(cards.map((card) => [card.subject.name, card.price_pln])).toEqual([
      ['Rodos Bay', 1900],
      ['Kreta Beach', 2100],
    ]);
    expect(cards.every((card) => card.subject.country_name === 'Grecja')).toBe(true);
  });

  it('links each card to its hotel page and honours the limit and the offer type', () => {
    const [first] = related({ regions: '2,4', limit: '1' });
    expect(first?.subject.name).toBe('Alanya Star');
    expect(first?.subject.description_link).toMatch(/^\/hotel\/alanya-star\?id=h4&offer_type=A&/);
    expect(related({ regions: '2', offer_type: 'S' }).map((card) => card.subject.name)).toEqual(['Rodos Bay']);
  });

  it('refuses a missing region list, a limit over 12 and other offer types', () => {
    expect(RelatedOffersQuerySchema.safeParse({}).success).toBe(false);
    expect(RelatedOffersQuerySchema.safeParse({ regions: '2', limit: '13' }).success).toBe(false);
    expect(RelatedOffersQuerySchema.safeParse({ regions: '2', offer_type: 'C1' }).success).toBe(false);
    expect(RelatedOffersQuerySchema.safeParse({ regions: ',' }).success).toBe(false);
  });
});
