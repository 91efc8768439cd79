import type { ReferenceData } from '@app/shared/reference-data';
import { describe, expect, it } from 'vitest';
import { offerFactRows, offerTitle } from '../lib/mail/templates/offer-facts.ts';
import type { OfferView } from '../lib/offer-engine/search/search-result.ts';
import { presentFacts } from './facts.ts';
import { presentHotel } from './present-hotel.ts';
import { presentOffer, referenceLookup } from './present.ts';

const names = (en: string, de: string) => ({ en, de });
const airport = (iata: string, name: string, en: string, de: string, country: string) => ({
  iata,
  name,
  names: names(en, de),
  unicodeName: name.toLowerCase(),
  country,
  role: 'departure' as const,
  popular: false,
  virtual: false,
});

/** Issue 22's German card: Bulgaria's Golden Sands, flown from Nuremberg; and a flight to Djerba. */
const REFERENCE: ReferenceData = {
  regions: [
    { id: 1, name: 'Bułgaria', names: names('Bulgaria', 'Bulgarien'), unicodeName: 'bulgaria', country_code: 'BG' },
    {
      id: 11,
      name: 'Okolice Warny',
      names: names('Varna Region', 'Region Varna'),
      unicodeName: 'okolice warny',
      parent: 1,
      country_code: 'BG',
    },
    {
      id: 111,
      name: 'Złote Piaski',
      names: names('Golden Sands', 'Goldstrand'),
      unicodeName: 'zlote piaski',
      parent: 11,
      country_code: 'BG',
    },
  ],
  special_regions: [],
  airports: [
    airport('NUE', 'Norymberga', 'Nuremberg', 'Nürnberg', 'DE'),
    airport('VAR', 'Warna', 'Varna', 'Warna', 'BG'),
    airport('DJE', 'Dżerba', 'Djerba', 'Djerba', 'TN'),
  ],
  operators: [{ code: 'DER', name: 'DERTOUR', country: 'Niemcy', virtual: false }],
  facilities: [
    {
      id: 16,
      name: 'Basen zewnętrzny',
      names: names('Outdoor pool', 'Außenpool'),
      category: 'Basen',
      category_names: names('Pool', 'Pool'),
    },
  ],
  boards: [{ id: 12, name: 'All inclusive', names: names('All inclusive', 'All Inclusive') }],
  accommodations: [{ id: 1, name: 'Pokój 2-osobowy', names: names('Double room', 'Doppelzimmer') }],
  default_filter: { duration: { default: '7-10', list: ['7-10'] } },
};
const lookup = referenceLookup(REFERENCE);

const holiday: OfferView = {
  uuid: '6f1c2a52-4f67-4b7e-9f0b-3d5e2f1a9c11',
  offer_type: 'A',
  operator_code: 'DER',
  hotel_id: 'h1',
  hotel_name: 'Aurora Beach',
  region_id: 111,
  city: 'Golden Sands',
  stars: 4,
  rating: 5,
  price_per_person_eur: 500,
  price_per_person_pln: 2125,
  days: 8,
  departure_date: '2027-07-01',
  return_date: '2027-07-08',
  accommodation_id: 1,
  board_id: 12,
  departure_airport_iata: 'NUE',
  destination_airport_iata: 'VAR',
  availability: 'AVAILABLE',
  train_to_airport: false,
  transfer: true,
  flights: [],
  image_urls: [],
};
const flight: OfferView = {
  ...holiday,
  offer_type: 'C1',
  hotel_id: null,
  hotel_name: null,
  region_id: null,
  city: null,
  stars: null,
  accommodation_id: null,
  board_id: null,
  destination_airport_iata: 'DJE',
};

describe('offer cards name places in the visitor language (decision D14)', () => {
  it('shows airports under the exonym of the language', () => {
    const german = presentOffer(holiday, lookup, 'de');
    expect(german.departure_airport).toEqual({ iata: 'NUE', name: 'Nürnberg' });
    expect(presentOffer(flight, lookup, 'de').arrival_airport).toEqual({ iata: 'DJE', name: 'Djerba' });
    expect(presentOffer(holiday, lookup, 'en').departure_airport?.name).toBe('Nuremberg');
    expect(presentOffer(holiday, lookup, 'pl').departure_airport?.name).toBe('Norymberga');
  });

  it('shows a town that names a region under the region’s name, so a card never mixes languages', () => {
    const place = (locale: 'pl' | 'en' | 'de') => {
      const hotel = presentOffer(holiday, lookup, locale).hotel;
      return [hotel?.country.name, hotel?.region.name, hotel?.city];
    };
    expect(place('de')).toEqual(['Bulgarien', 'Goldstrand', 'Goldstrand']);
    expect(place('pl')).toEqual(['Bułgaria', 'Złote Piaski', 'Złote Piaski']);
    // A town of its own keeps its one spelling.
    expect(presentOffer({ ...holiday, city: 'Kranevo' }, lookup, 'de').hotel?.city).toBe('Kranevo');
  });

  it('keeps operator names, which are brands, as they are', () => {
    expect(presentOffer(holiday, lookup, 'de').operator).toEqual({ code: 'DER', name: 'DERTOUR' });
  });

  it('gives the hotel page its town and facility categories in the visitor language', () => {
    const hotel = presentHotel(
      {
        id: 'h1',
        name: 'Aurora Beach',
        stars: 4,
        lat: 43.28,
        lon: 28.04,
        region_id: 111,
        city: 'Golden Sands',
        description: { original_language: 'de', texts: { de: 'Das Hotel …' } },
        gallery: [],
        facility_ids: [16],
        reviews: null,
        weather: null,
      },
      lookup,
      'de',
    );
    expect(hotel.city).toBe('Goldstrand');
    // The country's code, read from the top of the region's branch: the additional notes need it.
    expect(hotel.country_code).toBe('BG');
    expect(hotel.facilities).toEqual([{ id: 16, name: 'Außenpool', category: 'Pool' }]);
  });

  it('hands e-mails the names of the recipient’s language', () => {
    const rows = offerFactRows(presentOffer(holiday, lookup, 'de'), 'de');
    expect(rows.map((row) => row.value)).toContain('Nürnberg (NUE)');
    expect(offerTitle(presentOffer(flight, lookup, 'de'), 'de')).toBe('Flug Nürnberg – Djerba');
    expect(offerTitle(presentOffer(flight, lookup, 'en'), 'en')).toBe('Flight Nuremberg – Djerba');
  });

  it('names the departure airports of a search’s facts in the visitor language', () => {
    const facts = {
      offers: 3,
      groups: 1,
      cheapest: null,
      eur: null,
      pln: null,
      firstDeparture: null,
      lastDeparture: null,
      durationMin: null,
      durationMax: null,
      operators: 1,
      departureAirports: [{ iata: 'NUE', offers: 3 }],
      countries: [],
    };
    expect(presentFacts(facts, lookup, 'de').departure_airports).toEqual([
      { iata: 'NUE', name: 'Nürnberg', offers: 3 },
    ]);
    expect(presentFacts(facts, lookup, 'pl').departure_airports[0]?.name).toBe('Norymberga');
  });
});
