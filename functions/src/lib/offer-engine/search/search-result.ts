import type { Flight } from '@app/shared/feed';
import type { AvailabilityCode, OfferTypeCode } from '../offer-index.ts';

/** The display fields of an offer (spec §3). Hotel fields are null for flight-only offers. */
export interface OfferView {
  uuid: string;
  offer_type: OfferTypeCode;
  operator_code: string;
  hotel_id: string | null;
  hotel_name: string | null;
  region_id: number | null;
  city: string | null;
  stars: number | null;
  /** Review overall (0–6), null without reviews. */
  rating: number | null;
  price_per_person_eur: number;
  price_per_person_pln: number;
  days: number;
  departure_date: string;
  return_date: string;
  accommodation_id: number | null;
  board_id: number | null;
  departure_airport_iata: string | null;
  destination_airport_iata: string | null;
  availability: AvailabilityCode;
  train_to_airport: boolean;
  transfer: boolean;
  flights: Flight[];
  /** The hotel's first gallery images (at most GALLERY_IN_SNAPSHOT); empty for flights. */
  image_urls: string[];
}

/** One result group: the cheapest matching offer of a hotel (of a destination airport for C1/C2). */
export interface SearchItem extends OfferView {
  /** How many offers of this group match the criteria. */
  offers_count: number;
}

/**
 * Disjunctive facet counts: each facet is counted under every filter except its own, and counts
 * result groups (hotels; destination airports for flights), not offers. Values with no group
 * are left out; lists are sorted by value.
 */
export interface SearchFacets {
  boards: { id: number; count: number }[];
  /** By whole stars (3.5 counts as 3); empty for flights. */
  stars: { stars: number; count: number }[];
  operators: { code: string; count: number }[];
  departure_airports: { iata: string; count: number }[];
  /**
   * Every region on each group's path (country, region, subregion). Without a region filter this
   * covers all countries; with one, the countries of the selected regions (see regionsToScan).
   */
  regions: { id: number; count: number }[];
  accommodations: { id: number; count: number }[];
  /** Empty for flights. */
  facilities: { id: number; count: number }[];
  /** Groups by their cheapest price per person under the other filters, in 250 EUR steps; the last step is open-ended. */
  price_eur: { from: number; count: number }[];
}

export interface SearchResult {
  total_hotels: number;
  total_offers: number;
  page: number;
  limit: number;
  items: SearchItem[];
  facets?: SearchFacets;
}

export const PRICE_BUCKET_EUR = 250;
export const PRICE_BUCKETS = 40;
