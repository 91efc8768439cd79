import type { OfferSummary } from '@app/shared/offers';

/**
 * Test data for the template tests. Typed as the API's `OfferSummary`, so a change to that shape
 * that the e-mails cannot take fails to compile here.
 */
export const HOTEL_OFFER: OfferSummary = {
  uuid: '7f1c2a9e-2b4d-4c59-9d8e-0a1b2c3d4e5f',
  offer_type: 'A',
  hotel: {
    id: 'H123',
    name: 'Hotel Aurora Beach',
    stars: 4.5,
    rating: 5.2,
    city: 'Hurghada',
    region: { id: 200253, name: 'Hurghada' },
    country: { id: 20, name: 'Egipt' },
    image_url: null,
  },
  operator: { code: 'FTI', name: 'FTI Touristik' },
  departure_date: '2025-07-01',
  return_date: '2025-07-08',
  days: 8,
  accommodation: { id: 1, name: 'Pokój dwuosobowy' },
  board: { id: 12, name: 'All inclusive' },
  departure_airport: { iata: 'BER', name: 'Berlin' },
  arrival_airport: { iata: 'HRG', name: 'Hurghada' },
  availability: 'AVAILABLE',
  train_to_airport: true,
  transfer: true,
  price_per_person_pln: 3499.4,
  price_per_person_eur: 815,
  flights: [],
};

export const ONE_WAY_FLIGHT: OfferSummary = {
  ...HOTEL_OFFER,
  offer_type: 'C1',
  hotel: null,
  accommodation: null,
  board: null,
  days: 1,
  return_date: '2025-07-01',
};

export const OFFER_URL = 'https://wakacje.example/hotel/hotel-aurora-beach?id=H123&offer_type=A';

/** Values an attacker might type into a form field. */
export const SCRIPT = '<script>alert(1)</script>';
export const IMG_ONERROR = '"><img src=x onerror=alert(1)>';
