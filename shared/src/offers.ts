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

const HotelId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** `GET /offers/show_offer` and `GET /offers/available`. */
export const OfferUuidQuerySchema = z.strictObject({ uuid: z.uuid() });

/** `GET /offers/available`: whether the offer can still be booked, with its current price. */
export const OfferAvailabilitySchema = z.object({
  uuid: z.string(),
  available: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  price_per_person_pln: z.number(),
  price_per_person_eur: z.number(),
});
export type OfferAvailability = z.infer<typeof OfferAvailabilitySchema>;

/** `GET /offers/show_hotel`. */
export const HotelQuerySchema = z.strictObject({ id: HotelId });

/** `GET /offers/description`: the original text or a machine translation (spec §2). */
export const DescriptionQuerySchema = z.strictObject({
  id: HotelId,
  lang: z.enum(['original', 'pl', 'en', 'de']).optional(),
});
export const DescriptionResponseSchema = z.object({
  original_language: z.enum(['de', 'en', 'pl']),
  language: z.enum(['de', 'en', 'pl']),
  translated: z.boolean(),
  text: z.string(),
});
export type DescriptionResponse = z.infer<typeof DescriptionResponseSchema>;

/** `GET /offers/for_hotel`: every matching offer of one hotel (dates with prices). */
export const HotelOffersResponseSchema = z.object({
  offers: z.array(OfferSummarySchema),
  total_offers: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type HotelOffersResponse = z.infer<typeof HotelOffersResponseSchema>;

/** `GET /offers/get_hotels_list`: hotels by name or location (spec §7), each parameter optional. */
export const HotelsListQuerySchema = z.strictObject({
  offer_type: z.enum(['A', 'S']).optional(),
  regions: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.coerce.number<string>().int().positive()).max(200))
    .optional(),
  hotel_name: z.string().trim().max(100).optional(),
  /** 0-based page of `limit` hotels (the hotel list screen pages through its results). */
  page: z.coerce.number<string>().int().min(0).max(10_000).default(0),
  limit: z.coerce.number<string>().int().min(1).max(200).default(50),
});
export type HotelsListQuery = z.infer<typeof HotelsListQuerySchema>;
export const HotelsListResponseSchema = z.object({
  hotels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      stars: z.number(),
      region: IdName,
      country: IdName,
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type HotelsListResponse = z.infer<typeof HotelsListResponseSchema>;

/** Special offer (spec §3), one card of the home page's special-offers section. */
export const SpecialOfferSchema = z.object({
  offer_type: z.enum(['A', 'S']),
  is_allinclusive: z.boolean(),
  is_firstminute: z.boolean(),
  is_lastminute: z.boolean(),
  price_pln: z.number(),
  /** The same price in EUR, for the languages that lead with euro (decision D13); not in spec §3. */
  price_eur: z.number().optional(),
  subject: z.object({
    name: z.string(),
    description_link: z.string(),
    image_url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    image_urls: z.array(z.string()),
    country_name: z.string(),
    region_name: z.string(),
    rating: z.number(),
    facilities: z.array(z.object({ type: z.string() })),
  }),
});
export type SpecialOffer = z.infer<typeof SpecialOfferSchema>;

/** `GET /api/special_offers_list`: the front end uses `offers_list` (spec §7). */
export const SpecialOffersResponseSchema = z.object({ offers_list: z.array(SpecialOfferSchema) });
export type SpecialOffersResponse = z.infer<typeof SpecialOffersResponseSchema>;

/** `GET /offers/variants`: other rooms and boards of the same hotel on the same dates (upgrades). */
export const VariantsQuerySchema = z.strictObject({
  uuid: z.uuid(),
  adults_number: z.coerce.number<string>().int().min(1).max(8).default(2),
  children_ages: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.coerce.number<string>().int().min(0).max(17)).max(8))
    .optional(),
});
export const VariantsResponseSchema = z.object({ variants: z.array(OfferSummarySchema) });

const PriceFactsSchema = z.object({ min: z.number(), median: z.number() });

/**
 * `GET /offers/facts`: key facts of everything a search matches (the search criteria of
 * `/offers/list`; page, limit and sort are accepted and ignored), for the introduction and the
 * practical information of destination, region and listing pages.
 */
export const FactsResponseSchema = z.object({
  total_offers: z.number().int(),
  /** Hotels for A/S, destination airports for C1/C2. */
  total_hotels: z.number().int(),
  /** Lowest price per person, and the median of each hotel's cheapest offer. */
  price_per_person_pln: PriceFactsSchema.nullable(),
  price_per_person_eur: PriceFactsSchema.nullable(),
  cheapest_offer: OfferSummarySchema.nullable(),
  departure_dates: z.object({ first: z.iso.date(), last: z.iso.date() }).nullable(),
  /** Trip lengths in days; null for one-way flights and when nothing matches. */
  duration: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  operators_count: z.number().int(),
  departure_airports: z.array(z.object({ iata: z.string(), name: z.string(), offers: z.number().int() })),
  countries: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      hotels: z.number().int(),
      travel_document: z.discriminatedUnion('document', [
        z.object({ document: z.literal('id_card'), note: z.string() }),
        z.object({
          document: z.literal('passport'),
          valid_after_return: z.union([z.object({ months: z.number() }), z.object({ days: z.number() })]),
          note: z.string(),
        }),
      ]),
    }),
  ),
});
export type FactsResponse = z.infer<typeof FactsResponseSchema>;
