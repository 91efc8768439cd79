import * as z from 'zod';
import { ReviewScoresSchema, WeatherSchema } from '../feed.ts';

const IdName = z.object({ id: z.number(), name: z.string() });

/** `GET /offers/show_hotel` (spec §2 hotel page, §3 hotel): what the hotel page shows of a hotel. */
export const HotelDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.number(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
  region: IdName,
  country: IdName,
  /** ISO 3166-1 alpha-2 of the hotel's country: the additional-information notes depend on it (CONST-47). */
  country_code: z.string().length(2),
  gallery: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  facilities: z.array(
    z.object({ id: z.number(), name: z.string(), category: z.string(), icon: z.string().optional() }),
  ),
  reviews: ReviewScoresSchema.nullable(),
  weather: WeatherSchema.nullable(),
  description_languages: z.array(z.string()),
  original_language: z.enum(['de', 'en', 'pl']),
});
export type HotelDetails = z.infer<typeof HotelDetailsSchema>;
