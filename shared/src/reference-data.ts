import * as z from 'zod';
import type { Locale } from './locale.ts';

/**
 * Reference data of the offer search (spec §3): the destination tree, airports, operators,
 * facilities, boards, accommodations and the default filter. Every name a visitor sees has three
 * forms (decision D14): the Polish one in `name` (`country`, `category`), the English and German ones
 * beside it in `names` (`country_names`, `category_names`); docs/decisions/024.
 */
export const LocalizedNamesSchema = z.object({ en: z.string().min(1), de: z.string().min(1) });
export type LocalizedNames = z.infer<typeof LocalizedNamesSchema>;

/**
 * A name in the visitor's language. The translations added after the first feeds (airports,
 * operator groups, facility categories) are optional in the schema, so a feed or a stored item
 * written before them still reads; such an item shows its Polish name.
 */
export function nameIn(polish: string, names: LocalizedNames | undefined, locale: Locale): string {
  return locale === 'pl' || names === undefined ? polish : names[locale];
}

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

/**
 * Keys of the form's airport groups (spec §2). The API sends the key; the front end shows it in
 * the visitor's language from its message catalogue.
 */
export const AIRPORT_GROUPS = ['Popularne', 'Polska', 'Niemcy', 'Inne'] as const;

/** Codes of the virtual airports (spec §3): internal, never shown to a visitor (decision D14). */
export const VIRTUAL_AIRPORT_CODES = ['ALL_GER', 'ALL_POL'] as const;
export function isVirtualAirportCode(iata: string): boolean {
  return (VIRTUAL_AIRPORT_CODES as readonly string[]).includes(iata);
}

export const AirportSchema = z.object({
  iata: z.string().regex(/^([A-Z]{3}|ALL_GER|ALL_POL)$/),
  /** Polish name ("Monachium"); a virtual airport's name describes it and never holds its code. */
  name: z.string().min(1),
  /** English and German names ("Munich", "München"). */
  names: LocalizedNamesSchema.optional(),
  /** Accent-free lower-case Polish name; the filter answers fold the name of the visitor's language. */
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
  /** A brand name, the same in every language ("DERTOUR"). */
  name: z.string().min(1),
  /** Only where the name is a word rather than a brand: the virtual operator "Niemcy". */
  names: LocalizedNamesSchema.optional(),
  /** The form's group: the Polish name of the operator's country ("Niemcy", "Polska", …). */
  country: z.string().min(1),
  /** ISO 3166-1 alpha-2 of that country, the group's language-neutral key. */
  country_code: z.string().length(2).optional(),
  /** The group's English and German names ("Germany", "Deutschland"). */
  country_names: LocalizedNamesSchema.optional(),
  virtual: z.boolean().default(false),
});
export type Operator = z.infer<typeof OperatorSchema>;

/**
 * A virtual operator (ALL_GER, keyed "Niemcy": every German operator at once) is a search key, never a
 * brand a visitor sees (decision D14). The `ALL_` prefix is checked too, for data that forgot the flag.
 */
export function isVirtualOperator(operator: Pick<Operator, 'code' | 'virtual'>): boolean {
  return operator.virtual || operator.code.startsWith('ALL_');
}

export const FacilitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  names: LocalizedNamesSchema,
  /** The form's group, in Polish ("Basen"). */
  category: z.string().min(1),
  /** The group's English and German names ("Pool", "Pool"). */
  category_names: LocalizedNamesSchema.optional(),
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
