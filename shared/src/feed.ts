import * as z from 'zod';

/**
 * One operator feed (docs/feed-format.md): `reference.json`, `hotels.jsonl` and `offers.jsonl`,
 * one JSON object per line. Every row passes these schemas on import; a failing row is reported
 * with its file, line and reason and left out.
 */
const IsoDate = z.iso.date();
const LocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected YYYY-MM-DDTHH:mm (local time)');
const Iata = z.string().regex(/^[A-Z]{3}$/);
const Money = z.number().nonnegative().multipleOf(0.01);

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const ByMonth = z.object(
  Object.fromEntries(MONTHS.map((m) => [m, z.number().nullable()])) as Record<
    (typeof MONTHS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const WeatherSchema = z.object({
  temperatures: z.object({ day: ByMonth, night: ByMonth, water: ByMonth }),
  sunshine_hours: ByMonth,
  rain_days: ByMonth,
});

/** Review scores of spec §3, each 0–6 as German review portals give them. */
export const ReviewScoresSchema = z.object({
  accommodation: z.number().min(0).max(6),
  board: z.number().min(0).max(6),
  overall: z.number().min(0).max(6),
  price_quality: z.number().min(0).max(6),
  service: z.number().min(0).max(6),
  attractions: z.number().min(0).max(6),
  location: z.number().min(0).max(6),
  count: z.number().int().nonnegative(),
});

export const HotelFeedRowSchema = z.object({
  /** Stable across feeds (the operator's GIATA-like id). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(200),
  /** 0–5 in half steps. */
  stars: z.number().min(0).max(5).multipleOf(0.5),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** The most specific region of the destination tree. */
  region_id: z.number().int().positive(),
  city: z.string().min(1),
  description: z.object({
    original_language: z.enum(['de', 'en', 'pl']),
    /** The original text plus machine translations (spec §2 toggles between them). */
    texts: z.object({ de: z.string().optional(), en: z.string().optional(), pl: z.string().optional() }),
  }),
  gallery: z.array(
    z.object({ url: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() }),
  ),
  facility_ids: z.array(z.number().int().positive()),
  reviews: ReviewScoresSchema.nullable(),
  weather: WeatherSchema.nullable(),
});
export type HotelFeedRow = z.infer<typeof HotelFeedRowSchema>;

export const FlightSchema = z.object({
  departure_airport_iata: Iata,
  arrival_airport_iata: Iata,
  departure_time: LocalDateTime,
  arrival_time: LocalDateTime,
  flight_number: z.string().min(2).max(10),
  carrier: z.string().min(1),
});
export type Flight = z.infer<typeof FlightSchema>;

export const OFFER_TYPES = ['A', 'S', 'C1', 'C2'] as const;
export const AVAILABILITIES = ['AVAILABLE', 'NOT_AVAILABLE', 'ON_REQUEST'] as const;

export const OfferFeedRowSchema = z
  .object({
    uuid: z.uuid(),
    /** Null for flight-only offers (C1, C2). */
    hotel_id: z.string().nullable(),
    operator_code: z.string().min(2),
    offer_type: z.enum(OFFER_TYPES),
    departure_date: IsoDate,
    return_date: IsoDate,
    /** Trip length in days. */
    duration: z.number().int().min(1).max(60),
    /** Null for hotel-only offers (S). */
    departure_airport_iata: Iata.nullable(),
    destination_airport_iata: Iata.nullable(),
    flights: z.array(FlightSchema),
    board_id: z.number().int().positive().nullable(),
    accommodation_id: z.number().int().positive().nullable(),
    price_per_person_eur: Money.positive(),
    price_per_person_pln: Money.positive(),
    availability: z.enum(AVAILABILITIES),
    transfer: z.boolean(),
    train_to_airport: z.boolean(),
    occupancy: z.object({
      min_adults: z.number().int().min(1).max(8),
      max_adults: z.number().int().min(1).max(8),
      max_children: z.number().int().min(0).max(8),
      max_persons: z.number().int().min(1).max(16),
    }),
    child_pricing: z.object({
      /** Children below this age travel for the child price. */
      child_max_age: z.number().int().min(0).max(17),
      /** Price of a child as a share of the adult price (0 = free). */
      child_price_share: z.number().min(0).max(1),
    }),
  })
  .check((ctx) => {
    const row = ctx.value;
    if (row.return_date < row.departure_date)
      ctx.issues.push({
        code: 'custom',
        message: 'return_date before departure_date',
        input: row,
        path: ['return_date'],
      });
    if (row.occupancy.min_adults > row.occupancy.max_adults)
      ctx.issues.push({ code: 'custom', message: 'min_adults above max_adults', input: row, path: ['occupancy'] });
    const hotelOffer = row.offer_type === 'A' || row.offer_type === 'S';
    if (hotelOffer && !row.hotel_id)
      ctx.issues.push({ code: 'custom', message: 'hotel_id required for A and S', input: row, path: ['hotel_id'] });
    if (row.offer_type !== 'S' && (!row.departure_airport_iata || row.flights.length === 0)) {
      ctx.issues.push({
        code: 'custom',
        message: 'offers with flights need a departure airport and flights',
        input: row,
        path: ['flights'],
      });
    }
  });
export type OfferFeedRow = z.infer<typeof OfferFeedRowSchema>;
