import * as z from 'zod';

/**
 * Site configuration (spec §3; ENT-32): `dates_offset` and `dates_delta` set the dates a destination
 * page searches (spec §9, OPEN-45). Whole days; a year is the most either can sensibly be.
 */
export const SiteConfigurationSchema = z.object({
  dates_offset: z.number().int().min(0).max(366),
  dates_delta: z.number().int().min(1).max(366),
});
export type SiteConfiguration = z.infer<typeof SiteConfigurationSchema>;

/** `GET /content/site_configuration`. */
export const SiteConfigurationResponseSchema = SiteConfigurationSchema;
export type SiteConfigurationResponse = z.infer<typeof SiteConfigurationResponseSchema>;
