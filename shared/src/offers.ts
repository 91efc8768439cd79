import * as z from 'zod';
import { AVAILABILITIES, FlightSchema, OFFER_TYPES } from './feed.ts';

/** The display fields of an offer (spec §3), as every offers endpoint answers them. */
const IdName = z.object({ id: z.number(), name: z.string() });
const AirportRef = z.object({ iata: z.string(), name: z.string() });

export const OfferHotelSchema = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.number(),
  /** Review overall score 0–6, null without reviews. */
  rating: z.number().nullable(),
  city: z.string(),
  region: IdName,
  country: IdName,
  image_url: z.string().nullable(),
});

export const OfferSummarySchema = z.object({
  uuid: z.string(),
  offer_type: z.enum(OFFER_TYPES),
  hotel: OfferHotelSchema.nullable(),
  operator: z.object({ code: z.string(), name: z.string() }),
  departure_date: z.iso.date(),
  return_date: z.iso.date(),
  /** Number of days of the trip. */
  days: z.number().int(),
  accommodation: IdName.nullable(),
  board: IdName.nullable(),
  departure_airport: AirportRef.nullable(),
  arrival_airport: AirportRef.nullable(),
  availability: z.enum(AVAILABILITIES),
  train_to_airport: z.boolean(),
  transfer: z.boolean(),
  price_per_person_pln: z.number(),
  price_per_person_eur: z.number(),
  flights: z.array(FlightSchema),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

export const FacetCountSchema = z.object({ value: z.union([z.string(), z.number()]), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/** `GET /offers/list`: the cheapest offer per hotel, one page, totals and live filter counts. */
export const OffersListResponseSchema = z.object({
  offers: z.array(OfferSummarySchema.extend({ offers_count: z.number().int() })),
  total_hotels: z.number().int(),
  total_offers: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: z.record(z.string(), z.array(FacetCountSchema)),
});
export type OffersListResponse = z.infer<typeof OffersListResponseSchema>;
