import * as z from 'zod';

/**
 * Reference data of the offer search (spec §3): the destination tree, airports, operators,
 * facilities, boards, accommodations and the default filter. Names are Polish (the default
 * language); `names` carries the en/de translations where the world has them.
 */
export const LocalizedNamesSchema = z.object({ en: z.string().min(1), de: z.string().min(1) });

/** The 14 facility icon types of spec §3. */
export const FACILITY_ICON_TYPES = [
  'bar',
  'wifi',
  'tvroom',
  'terrace',
  'spa',
  'reception',
  'pool',
  'darts',
  'transfer',
  'parasols',
  'safe',
  'gym',
  'aircon',
  'elevators',
] as const;
export type FacilityIconType = (typeof FACILITY_ICON_TYPES)[number];

export const RegionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
  /** Accent-free lower-case name for search (spec §3); Ł becomes l. */
  unicodeName: z.string().min(1),
  /** Countries have no parent; regions point at their country, subregions at their region. */
  parent: z.number().int().positive().optional(),
  /** ISO 3166-1 alpha-2 of the country the region lies in. */
  country_code: z.string().length(2),
});
export type Region = z.infer<typeof RegionSchema>;

/** A named group of regions shown above the tree (spec §3 special_regions). */
export const SpecialRegionGroupSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
  subregions: z.array(z.number().int().positive()).min(1),
});
export type SpecialRegionGroup = z.infer<typeof SpecialRegionGroupSchema>;

export const AIRPORT_GROUPS = ['Popularne', 'Polska', 'Niemcy', 'Inne'] as const;

export const AirportSchema = z.object({
  iata: z.string().regex(/^([A-Z]{3}|ALL_GER|ALL_POL)$/),
  name: z.string().min(1),
  unicodeName: z.string().min(1),
  /** ISO country code; the virtual airports ALL_GER and ALL_POL carry DE and PL. */
  country: z.string().length(2),
  /** Departure airports appear in the form, grouped (spec §2); destination airports do not. */
  role: z.enum(['departure', 'destination']),
  popular: z.boolean().default(false),
  virtual: z.boolean().default(false),
});
export type Airport = z.infer<typeof AirportSchema>;

export const OperatorSchema = z.object({
  /** The operator's own code (e.g. FTI, DER, ITS); the virtual operator keyed Niemcy is ALL_GER. */
  code: z.string().regex(/^[A-Z0-9_]{2,10}$/),
  name: z.string().min(1),
  /** Country name as the form groups it ("Niemcy", "Polska", …). */
  country: z.string().min(1),
  virtual: z.boolean().default(false),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const FacilitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
  category: z.string().min(1),
  icon: z.enum(FACILITY_ICON_TYPES).optional(),
});
export type Facility = z.infer<typeof FacilitySchema>;

export const BoardSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
});
export type Board = z.infer<typeof BoardSchema>;

export const AccommodationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
});
export type Accommodation = z.infer<typeof AccommodationSchema>;

/** Default filter data (spec §3): trip lengths offered in the form and its default. */
export const DefaultFilterSchema = z.object({
  duration: z.object({ default: z.string().min(1), list: z.array(z.string().min(1)).min(1) }),
});

/** The whole reference file of a feed (`reference.json`). */
export const ReferenceDataSchema = z.object({
  regions: z.array(RegionSchema).min(1),
  special_regions: z.array(SpecialRegionGroupSchema),
  airports: z.array(AirportSchema).min(1),
  operators: z.array(OperatorSchema).min(1),
  facilities: z.array(FacilitySchema).min(1),
  boards: z.array(BoardSchema).min(1),
  accommodations: z.array(AccommodationSchema).min(1),
  default_filter: DefaultFilterSchema,
});
export type ReferenceData = z.infer<typeof ReferenceDataSchema>;
