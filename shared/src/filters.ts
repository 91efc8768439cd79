import * as z from 'zod';
import { AIRPORT_GROUPS } from './reference-data.ts';

/**
 * Answers of the filter-data endpoints (spec §3, §7), in the visitor's language. The front end
 * caches each under its name (regions_filter, default_filter, operators_filter,
 * facilities_filter, airports_filter) and adds the UI flags (checked, indeterminate).
 */
export const FilterAirportSchema = z.object({
  /** IATA code, or ALL_GER / ALL_POL for a virtual airport: a key, never shown for those (D14). */
  iata: z.string(),
  /** In the visitor's language ("München", "Alle Flughäfen in Polen"). */
  name: z.string(),
  /** `name` folded for search (lower case, no accents). */
  unicodeName: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** The form group's key (Popularne, Polska, Niemcy, Inne); the front end shows its own translation. */
  group: z.enum(AIRPORT_GROUPS),
});
export type FilterAirport = z.infer<typeof FilterAirportSchema>;

/** `GET /filter/airports`: an airports map by IATA code and the list in display order. */
export const AirportsFilterSchema = z.object({
  airports: z.record(z.string(), FilterAirportSchema),
  airports_list: z.array(FilterAirportSchema),
});
export type AirportsFilter = z.infer<typeof AirportsFilterSchema>;

export const FilterRegionSchema = z.object({
  id: z.number(),
  name: z.string(),
  unicodeName: z.string(),
  parent: z.number().optional(),
  /** Ids of the direct subregions, sorted alphabetically with diacritics folded. */
  subregions: z.array(z.number()),
});
export type FilterRegion = z.infer<typeof FilterRegionSchema>;

/** `GET /filter/regions`. */
export const RegionsFilterSchema = z.object({
  regions: z.record(z.string(), FilterRegionSchema),
  regions_list: z.array(FilterRegionSchema),
  special_regions: z.array(z.object({ key: z.string(), name: z.string(), subregions: z.array(z.number()) })),
  /** Countries, sorted alphabetically with diacritics folded. */
  main_regions: z.array(z.number()),
});
export type RegionsFilter = z.infer<typeof RegionsFilterSchema>;

/** `GET /filter/facilities`: names and categories in the visitor's language. */
export const FacilitiesFilterSchema = z.object({
  facilities: z.array(
    z.object({ id: z.number(), name: z.string(), category: z.string(), icon: z.string().optional() }),
  ),
});
export type FacilitiesFilter = z.infer<typeof FacilitiesFilterSchema>;

/**
 * `GET /filter/operators`: grouped by country, the group's name (`country`) in the visitor's
 * language; operator names are brands. The virtual operator ALL_GER is keyed Niemcy in every
 * language; its `name` and `country` are the visitor's ("Deutschland").
 */
export const OperatorsFilterSchema = z.object({
  operators: z.array(
    z.object({
      country: z.string(),
      operators: z.array(z.object({ code: z.string(), name: z.string(), country: z.string() })),
    }),
  ),
  /** The virtual operator standing for every German operator, keyed by its Polish name (spec §3). */
  virtual: z.record(z.string(), z.object({ code: z.string(), name: z.string(), country: z.string() })),
});
export type OperatorsFilter = z.infer<typeof OperatorsFilterSchema>;

const IdName = z.object({ id: z.number(), name: z.string() });

/** `GET /filter/get_default_filter`. */
export const DefaultFilterResponseSchema = z.object({
  accommodation_list: z.array(IdName),
  duration: z.object({ default: z.string(), list: z.array(z.string()) }),
  alimentations_list: z.array(IdName),
});
export type DefaultFilterResponse = z.infer<typeof DefaultFilterResponseSchema>;
