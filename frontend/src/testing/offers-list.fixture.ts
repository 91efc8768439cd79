import type { OffersListResponse } from '@app/shared/offers';

type ListOffer = OffersListResponse['offers'][number];

/** A holiday as GET /offers/list answers it, with overridable fields. */
export function listOffer(overrides: Partial<ListOffer> = {}, hotel: Partial<NonNullable<ListOffer['hotel']>> = {}) {
  return {
    uuid: '66a8cebd-6061-48bf-b06e-2dad126ffd09',
    offer_type: 'A',
    hotel: {
      id: '280628',
      name: 'Hotel Słoneczny Brzeg',
      stars: 4,
      rating: 4.1,
      city: 'Alanya',
      region: { id: 202001, name: 'Riwiera Turecka' },
      country: { id: 200210, name: 'Turcja' },
      image_url: '/media/img/hotel.svg',
      ...hotel,
    },
    operator: { code: 'FTI', name: 'FTI Touristik' },
    departure_date: '2027-09-28',
    return_date: '2027-10-05',
    days: 8,
    accommodation: { id: 1, name: 'Pokój 2-osobowy' },
    board: { id: 12, name: 'All inclusive' },
    departure_airport: { iata: 'MUC', name: 'Monachium' },
    arrival_airport: { iata: 'AYT', name: 'Antalya' },
    availability: 'AVAILABLE',
    train_to_airport: true,
    transfer: true,
    price_per_person_pln: 1999.4,
    price_per_person_eur: 470.45,
    flights: [],
    offers_count: 30,
    ...overrides,
  } satisfies ListOffer;
}

/** An answer of GET /offers/list: the offers, totals and facets. */
export function listAnswer(
  offers: ListOffer[],
  totals: { hotels: number; offers: number } = { hotels: offers.length, offers: offers.length },
  facets: OffersListResponse['facets'] = {},
): OffersListResponse {
  return { offers, total_hotels: totals.hotels, total_offers: totals.offers, page: 0, limit: 20, facets };
}
