import { describe, expect, it } from 'vitest';
import { hotelCanonicalPath, hotelSeoHead, plainText, shorten, type HotelSeoFacts } from './hotel-seo.ts';

const FACTS: HotelSeoFacts = {
  id: '204729',
  name: 'Club Farol Suites & Spa',
  stars: 4,
  city: 'Quarteira',
  region: 'Algarve',
  country: 'Portugalia',
  countryCode: 'PT',
  lat: 37.07636,
  lon: -8.12919,
  description: 'Hotel położony jest w miejscowości Quarteira. Do piaszczystej plaży jest zaledwie kilka kroków.',
  image: '/media/img/abc.svg',
  reviews: { overall: 3.5, count: 50 },
  lowestOffer: { pricePln: 1999.6, availability: 'AVAILABLE', offerType: 'A' },
};
const ORIGIN = 'https://www.example.pl/';

describe('the head of a hotel page for search engines (decision 028)', () => {
  it('names the page by the hotel id, the slug following the name', () => {
    expect(hotelCanonicalPath(FACTS)).toBe('/hotel/club-farol-suites-spa?id=204729');
    const head = hotelSeoHead(FACTS, ORIGIN);
    expect(head.canonical).toBe('https://www.example.pl/hotel/club-farol-suites-spa?id=204729');
    // One URL for every language (the visitor's stored choice): it is the Polish and the default one.
    expect(head.alternates).toEqual([
      { hrefLang: 'pl', href: head.canonical },
      { hrefLang: 'x-default', href: head.canonical },
    ]);
  });

  it('titles and describes the page with its place and its lowest price, within 160 characters', () => {
    const head = hotelSeoHead(FACTS, ORIGIN);
    expect(head.title).toBe('Club Farol Suites & Spa (Quarteira, Portugalia) – oferty i opinie | Wakacje z Niemiec');
    expect(head.description).toMatch(
      /^Club Farol Suites & Spa – Quarteira, Algarve, Portugalia\. Oferty od 2\s000\szł za osobę\./,
    );
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it('describes the hotel as a schema.org Hotel rated 0–6 by its reviews, with its lowest offer in PLN', () => {
    const jsonLd = hotelSeoHead(FACTS, ORIGIN).jsonLd;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Club Farol Suites & Spa',
      url: 'https://www.example.pl/hotel/club-farol-suites-spa?id=204729',
      image: 'https://www.example.pl/media/img/abc.svg',
      address: { '@type': 'PostalAddress', addressLocality: 'Quarteira', addressCountry: 'PT' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.07636, longitude: -8.12919 },
      starRating: { '@type': 'Rating', ratingValue: 4 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.5, bestRating: 6, worstRating: 0, reviewCount: 50 },
      makesOffer: {
        '@type': 'Offer',
        price: 2000,
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        url: 'https://www.example.pl/hotel/club-farol-suites-spa?id=204729&offer_type=A&tab=dates_with_prices',
      },
    });
  });

  it('leaves out a rating without reviews, stars of an unrated hotel and an offer it does not have', () => {
    const jsonLd = hotelSeoHead(
      { ...FACTS, stars: 0, reviews: { overall: 0, count: 0 }, lowestOffer: null, image: undefined },
      ORIGIN,
    ).jsonLd;
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd).not.toHaveProperty('starRating');
    expect(jsonLd).not.toHaveProperty('makesOffer');
    expect(jsonLd).not.toHaveProperty('image');
    expect(hotelSeoHead({ ...FACTS, reviews: null }, ORIGIN).jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('says an offer on request is of limited availability, and keeps an absolute image as it is', () => {
    const jsonLd = hotelSeoHead(
      {
        ...FACTS,
        image: 'https://cdn.example.com/a.jpg',
        lowestOffer: { pricePln: 800, availability: 'ON_REQUEST', offerType: 'S' },
      },
      ORIGIN,
    ).jsonLd;
    expect(jsonLd['image']).toBe('https://cdn.example.com/a.jpg');
    expect(jsonLd['makesOffer']).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
      url: expect.stringMatching(/&offer_type=S&tab=dates_with_prices$/) as unknown,
    });
  });
});

describe('texts of the feed', () => {
  it('reads the text of the description HTML', () => {
    expect(plainText('<p>Ala &amp; kot</p><p>Plaża&nbsp;200 m<br>basen &#8211; &#x41;</p>')).toBe(
      'Ala & kot Plaża 200 m basen – A',
    );
  });

  it('shortens at a word with an ellipsis', () => {
    expect(shorten('krótki', 10)).toBe('krótki');
    expect(shorten('jeden dwa trzy cztery', 12)).toBe('jeden dwa…');
  });
});
