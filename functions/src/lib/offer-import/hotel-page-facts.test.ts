import { describe, expect, it } from 'vitest';
import { isoDateToDay } from '../offer-engine/days.ts';
import { TEST_REFERENCE, buildIndex, hotel, offer, reviews } from '../offer-engine/testing/test-feed.ts';
import { hotelSeoFacts, lowestHotelOffers } from './hotel-page-facts.ts';

const TODAY = isoDateToDay('2026-07-01');
const summer = { departure_date: '2026-07-10', return_date: '2026-07-17' };

describe("a hotel's lowest offer for its document", () => {
  const index = buildIndex(
    [hotel({ id: 'h1' }), hotel({ id: 'h2' }), hotel({ id: 'h3' }), hotel({ id: 'h4' })],
    [
      offer({ ...summer, hotel_id: 'h1', price_per_person_pln: 2150 }),
      offer({ ...summer, hotel_id: 'h1', price_per_person_pln: 1999.6, offer_type: 'S', flights: [] }),
      // Cheaper, but departed, or sold out: not the price a visitor can book.
      offer({ hotel_id: 'h1', price_per_person_pln: 900, departure_date: '2026-06-20', return_date: '2026-06-27' }),
      offer({ ...summer, hotel_id: 'h1', price_per_person_pln: 800, availability: 'NOT_AVAILABLE' }),
      offer({ ...summer, hotel_id: 'h2', price_per_person_pln: 3000, availability: 'ON_REQUEST' }),
      offer({ ...summer, hotel_id: 'h3', price_per_person_pln: 2500, availability: 'NOT_AVAILABLE' }),
      offer({ ...summer, hotel_id: 'h3', price_per_person_pln: 2400, availability: 'NOT_AVAILABLE' }),
    ],
  );
  const lowest = lowestHotelOffers(index, TODAY);

  it('is the cheapest bookable offer departing from today, of either hotel offer type', () => {
    expect(lowest.get('h1')).toEqual({ pricePln: 1999.6, availability: 'AVAILABLE', offerType: 'S' });
    expect(lowest.get('h2')).toEqual({ pricePln: 3000, availability: 'ON_REQUEST', offerType: 'A' });
  });

  it('is the cheapest sold-out one when nothing is bookable, and none without offers', () => {
    expect(lowest.get('h3')).toEqual({ pricePln: 2400, availability: 'NOT_AVAILABLE', offerType: 'A' });
    expect(lowest.has('h4')).toBe(false);
  });
});

describe("a hotel's facts for its document", () => {
  const regions = new Map(TEST_REFERENCE.regions.map((region) => [region.id, region]));

  it('names the place in Polish from the destination tree, with the country code', () => {
    const facts = hotelSeoFacts(
      hotel({
        id: 'h1',
        region_id: 112,
        city: 'Alcúdia',
        reviews: reviews(5.4),
        gallery: [{ url: '/media/img/a.svg', width: 1, height: 1 }],
        description: {
          original_language: 'de',
          texts: { de: '<p>Am Strand</p>', pl: '<p>Przy plaży &amp; basen</p>' },
        },
      }),
      regions,
      { pricePln: 1999, availability: 'AVAILABLE', offerType: 'A' },
    );
    expect(facts).toMatchObject({
      id: 'h1',
      // The town names the region it lies in, so the region's Polish name is used.
      city: 'Alcudia',
      region: 'Alcudia',
      country: 'Hiszpania',
      countryCode: 'ES',
      description: 'Przy plaży & basen',
      image: '/media/img/a.svg',
      reviews: { overall: 5.4, count: 10 },
      lowestOffer: { pricePln: 1999 },
    });
  });

  it('falls back to the original description and to no offer', () => {
    const facts = hotelSeoFacts(
      hotel({ id: 'h2', description: { original_language: 'de', texts: { de: 'Am Strand' } } }),
      regions,
      undefined,
    );
    expect(facts.description).toBe('Am Strand');
    expect(facts.lowestOffer).toBeNull();
    expect(facts.reviews).toBeNull();
  });
});
