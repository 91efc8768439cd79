import { describe, expect, it } from 'vitest';
import { airportLabel, cardFacts, eurPlnRate, hotelLinkQuery, placeLine } from './card-details.ts';

const hotel = {
  id: '280628',
  name: 'Sveti Nikola Beach Hotel',
  stars: 4,
  rating: 4.1,
  city: 'Alanya',
  region: { id: 202001, name: 'Riwiera Turecka' },
  country: { id: 200210, name: 'Turcja' },
  image_url: null,
};
const base = {
  hotel,
  board: { id: 12, name: 'All inclusive' },
  accommodation: { id: 1, name: 'Pokój 2-osobowy' },
  departure_airport: { iata: 'MUC', name: 'Monachium' },
  arrival_airport: { iata: 'AYT', name: 'Antalya' },
};

describe('the facts of an offer card (LIST-16)', () => {
  it('a holiday shows every display field of spec §3', () => {
    expect(cardFacts({ ...base, offer_type: 'A' })).toEqual([
      'dates',
      'board',
      'accommodation',
      'flight',
      'transfer',
      'train',
      'availability',
      'operator',
    ]);
  });

  it('a hotel-only stay has no flight, no transfer and no train', () => {
    expect(cardFacts({ ...base, offer_type: 'S', departure_airport: null, arrival_airport: null })).toEqual([
      'dates',
      'board',
      'accommodation',
      'availability',
      'operator',
    ]);
  });

  it('a flight has no board or room but the train to the airport', () => {
    expect(cardFacts({ ...base, offer_type: 'C1', hotel: null, board: null, accommodation: null })).toEqual([
      'dates',
      'flight',
      'train',
      'availability',
      'operator',
    ]);
  });
});

describe('card texts', () => {
  it('the place reads country, region, city, without saying one name twice', () => {
    expect(placeLine(hotel)).toBe('Turcja, Riwiera Turecka, Alanya');
    expect(placeLine({ ...hotel, region: { id: 1, name: 'Sveti Stefan' }, city: 'Sveti Stefan' })).toBe(
      'Turcja, Sveti Stefan',
    );
  });

  it('an airport is its name and code', () => {
    expect(airportLabel({ iata: 'MUC', name: 'Monachium' })).toBe('Monachium (MUC)');
    expect(airportLabel({ iata: 'XXX', name: '' })).toBe('XXX');
  });

  it('names a virtual airport without its internal code (D14)', () => {
    expect(airportLabel({ iata: 'ALL_GER', name: 'Alle Flughäfen in Deutschland' })).toBe(
      'Alle Flughäfen in Deutschland',
    );
    expect(airportLabel({ iata: 'ALL_POL', name: '' })).not.toContain('ALL_POL');
  });

  it('the exchange rate comes from the dearest offer, to four decimals (D7)', () => {
    expect(
      eurPlnRate([
        { price_per_person_eur: 53, price_per_person_pln: 225.25 },
        { price_per_person_eur: 1234.56, price_per_person_pln: 5247.88 },
      ]),
    ).toBe(4.2508);
    expect(eurPlnRate([])).toBeUndefined();
  });
});

describe('the hotel link of a card (ROUTE-07)', () => {
  it('keeps only the parameters a hotel page takes; the operators become operator_code', () => {
    expect(
      hotelLinkQuery(
        'offer_type=A&duration_min=7&departure_date=1790000000&regions=200210&hotel_name=Rixos&adults_number=2&' +
          'children_ages=4,7&transfer=2&boards=12&rating_min=4&operators=FTI&page=3&limit=20&sort=price',
      ),
    ).toBe('departure_date=1790000000&adults_number=2&children_ages=4,7&boards=12&duration_min=7&operator_code=FTI');
  });
});
