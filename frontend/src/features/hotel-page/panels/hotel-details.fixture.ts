import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';

/** A hotel as `GET /offers/show_hotel` answers it, for the tab panels' tests. */
export function hotelDetails(overrides: Partial<HotelDetails> = {}): HotelDetails {
  return {
    id: 'H1',
    name: 'Hotel Riu Palace',
    stars: 4,
    city: 'Playa de Palma',
    lat: 39.52,
    lon: 2.74,
    region: { id: 200210, name: 'Majorka' },
    country: { id: 200, name: 'Hiszpania' },
    country_code: 'ES',
    gallery: [],
    facilities: [],
    reviews: null,
    weather: null,
    description_languages: ['de', 'pl', 'en'],
    original_language: 'de',
    ...overrides,
  };
}
