import type { Flight } from '@app/shared/feed';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import type { OfferSummary } from '@app/shared/offers';

/** Test data for the offer sheet, typed as the offers API answers, so a change of shape fails to compile here. */
function flight(from: string, to: string, departs: string, arrives: string, number: string): Flight {
  return {
    departure_airport_iata: from,
    arrival_airport_iata: to,
    departure_time: departs,
    arrival_time: arrives,
    flight_number: number,
    carrier: 'Condor',
  };
}

/** The hotel as an offer names it (`OfferSummary.hotel`). */
export const SHEET_OFFER_HOTEL: NonNullable<OfferSummary['hotel']> = {
  id: 'H77',
  name: 'Hotel Sol Palma',
  stars: 4.5,
  rating: 5.1,
  city: 'Hurghada',
  region: { id: 200253, name: 'Hurghada' },
  country: { id: 20, name: 'Egipt' },
  image_url: '/media/img/offer-card.jpg',
};

/** A round trip with a change of planes each way: the flight rules must pick FRA–HRG out and HRG–FRA back. */
export const SHEET_OFFER: OfferSummary = {
  uuid: '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
  offer_type: 'A',
  hotel: SHEET_OFFER_HOTEL,
  operator: { code: 'FTI', name: 'FTI Touristik' },
  departure_date: '2027-07-10',
  return_date: '2027-07-17',
  days: 8,
  accommodation: { id: 1, name: 'Pokój dwuosobowy' },
  board: { id: 12, name: 'All inclusive' },
  departure_airport: { iata: 'KTW', name: 'Katowice' },
  arrival_airport: { iata: 'HRG', name: 'Hurghada' },
  availability: 'AVAILABLE',
  train_to_airport: false,
  transfer: true,
  price_per_person_pln: 1719.6,
  price_per_person_eur: 400,
  flights: [
    flight('KTW', 'FRA', '2027-07-10T06:00', '2027-07-10T07:40', 'DE 1520'),
    flight('FRA', 'HRG', '2027-07-10T09:30', '2027-07-10T14:45', 'DE 1234'),
    flight('HRG', 'FRA', '2027-07-17T15:40', '2027-07-17T19:55', 'DE 1235'),
    flight('FRA', 'KTW', '2027-07-17T22:10', '2027-07-18T00:05', 'DE 1521'),
  ],
};

export const SHEET_HOTEL: HotelDetails = {
  id: 'H77',
  name: 'Hotel Sol Palma',
  stars: 4.5,
  city: 'Hurghada',
  lat: 27.2,
  lon: 33.8,
  region: { id: 200253, name: 'Hurghada' },
  country: { id: 20, name: 'Egipt' },
  country_code: 'EG',
  gallery: [{ url: '/media/img/beach.jpg', width: 1200, height: 800 }],
  facilities: [],
  reviews: null,
  weather: null,
  description_languages: ['de'],
  original_language: 'de',
};

/** A hotel-only offer: no airport, no flights. */
export const HOTEL_ONLY_OFFER: OfferSummary = {
  ...SHEET_OFFER,
  offer_type: 'S',
  departure_airport: null,
  arrival_airport: null,
  transfer: false,
  flights: [],
};

export const ONE_WAY_FLIGHT_OFFER: OfferSummary = {
  ...SHEET_OFFER,
  offer_type: 'C1',
  hotel: null,
  board: null,
  accommodation: null,
  return_date: '2027-07-10',
  days: 1,
  flights: [flight('KTW', 'HRG', '2027-07-10T06:00', '2027-07-10T10:15', 'X3 4410')],
};

export const SITE_URL = 'https://www.wakacje.example';
export const PRINTED_AT = new Date('2027-03-12T13:05:00Z');
