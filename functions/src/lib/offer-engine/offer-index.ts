import type { ReferenceData } from '@app/shared/reference-data';

/**
 * The in-memory shape of the offer snapshot (architecture §3): one typed array per field, offer
 * rows sorted by (offer type, region, departure day), strings replaced by dictionary codes. The
 * same object comes out of the builder and out of the snapshot decoder (zero-copy views).
 */
export type ColumnKind = 'u8' | 'u16' | 'u32' | 'i32' | 'f64';
export type ArrayOfKind<K extends ColumnKind> = K extends 'u8'
  ? Uint8Array
  : K extends 'u16'
    ? Uint16Array
    : K extends 'u32'
      ? Uint32Array
      : K extends 'i32'
        ? Int32Array
        : Float64Array;

export const COLUMN_KINDS = {
  // Offer rows. `group` is the hotel index for A/S and the destination-airport code for C1/C2.
  group: 'u32',
  departureDay: 'u16',
  returnDay: 'u16',
  duration: 'u8',
  priceEurCents: 'u32',
  pricePlnCents: 'u32',
  /** Occupancy class: code into `meta.occupancies` (feeds use a few hundred combinations at most). */
  occupancy: 'u16',
  /** Availability code in the low two bits, then the transfer and train flags. */
  flags: 'u8',
  board: 'u8',
  accommodation: 'u16',
  operator: 'u8',
  departureAirport: 'u8',
  destinationAirport: 'u16',
  itinerary: 'u32',
  /** 16 bytes per row. */
  uuid: 'u8',
  // Hotels, indexed by hotel index (hotels sorted by id).
  hotelStars2: 'u8',
  /** Review overall (0–6), -1 without reviews. */
  hotelRating: 'f64',
  hotelRegion: 'u16',
  hotelFacilitiesLo: 'u32',
  hotelFacilitiesHi: 'u32',
  /** hotelGalleryStart[h]..hotelGalleryStart[h + 1] are hotel h's images; one extra end entry. */
  hotelGalleryStart: 'u32',
  /** Codes into `meta.hotels.imageUrls` (position = code), up to GALLERY_IN_SNAPSHOT per hotel. */
  galleryImage: 'u32',
  // Flights. Offers with the same flights share an itinerary; an itinerary is a run of legs; a leg
  // is a shape (route, flight number, carrier, local times of day) flown on a day. Timetables
  // repeat shapes day after day, so a leg costs 6 bytes instead of a full record.
  /** itineraryStart[i]..itineraryStart[i + 1] are the legs of itinerary i; one extra end entry. */
  itineraryStart: 'u32',
  legShape: 'u32',
  /** Local departure day of the leg. */
  legDay: 'u16',
  /** Airports, flight numbers and carriers are codes into `flightStrings`. */
  shapeFrom: 'u32',
  shapeTo: 'u32',
  shapeNumber: 'u32',
  shapeCarrier: 'u32',
  /** Local departure time, minutes after midnight. */
  shapeDeparture: 'u16',
  /** Local arrival time in minutes after the departure day's midnight (can pass midnight). */
  shapeArrival: 'i32',
  /** bucketStart[type * regionCount + region] is the first row of that bucket; one extra end entry. */
  bucketStart: 'u32',
} as const satisfies Record<string, ColumnKind>;

export type ColumnName = keyof typeof COLUMN_KINDS;
export type Columns = { [K in ColumnName]: ArrayOfKind<(typeof COLUMN_KINDS)[K]> };

/**
 * The columns object written out as one literal: an object filled by computed keys would fall
 * into V8's slow dictionary mode after a dozen properties, and every `columns.x` in the search
 * would become a hash lookup. One literal also gives built and decoded indexes the same shape.
 */
export function assembleColumns(column: <K extends ColumnName>(name: K) => Columns[K]): Columns {
  return {
    group: column('group'),
    departureDay: column('departureDay'),
    returnDay: column('returnDay'),
    duration: column('duration'),
    priceEurCents: column('priceEurCents'),
    pricePlnCents: column('pricePlnCents'),
    occupancy: column('occupancy'),
    flags: column('flags'),
    board: column('board'),
    accommodation: column('accommodation'),
    operator: column('operator'),
    departureAirport: column('departureAirport'),
    destinationAirport: column('destinationAirport'),
    itinerary: column('itinerary'),
    uuid: column('uuid'),
    hotelStars2: column('hotelStars2'),
    hotelRating: column('hotelRating'),
    hotelRegion: column('hotelRegion'),
    hotelFacilitiesLo: column('hotelFacilitiesLo'),
    hotelFacilitiesHi: column('hotelFacilitiesHi'),
    hotelGalleryStart: column('hotelGalleryStart'),
    galleryImage: column('galleryImage'),
    itineraryStart: column('itineraryStart'),
    legShape: column('legShape'),
    legDay: column('legDay'),
    shapeFrom: column('shapeFrom'),
    shapeTo: column('shapeTo'),
    shapeNumber: column('shapeNumber'),
    shapeCarrier: column('shapeCarrier'),
    shapeDeparture: column('shapeDeparture'),
    shapeArrival: column('shapeArrival'),
    bucketStart: column('bucketStart'),
  };
}

export const OFFER_TYPE_CODES = ['A', 'S', 'C1', 'C2'] as const;
export type OfferTypeCode = (typeof OFFER_TYPE_CODES)[number];
export const AVAILABILITY_CODES = ['AVAILABLE', 'NOT_AVAILABLE', 'ON_REQUEST'] as const;
export type AvailabilityCode = (typeof AVAILABILITY_CODES)[number];

export const AVAILABILITY_MASK = 0b11;
export const NOT_AVAILABLE = 1;
export const FLAG_TRANSFER = 0b100;
export const FLAG_TRAIN = 0b1000;
export const UUID_BYTES = 16;
/**
 * Images per hotel kept in the snapshot: enough for a card and its small carousel; the hotel page
 * reads the whole gallery from the hotel item.
 */
export const GALLERY_IN_SNAPSHOT = 5;
/** Sentinel for "no value" in dictionary-coded columns: real codes start at 1. */
export const NONE = 0;

export function isFlightType(typeCode: number): boolean {
  return typeCode >= 2;
}

/**
 * Everything that is not a column: dictionaries (code = array position + 1 where 0 means none)
 * and the reference data, serialized as JSON in the snapshot header.
 */
export interface IndexMeta {
  offerCount: number;
  /** A/S offers whose hotel was not among the hotels given to the builder. */
  skippedOffers: number;
  /** Dense region index i + 1; `parent` is a dense index, 0 for countries. */
  regions: { id: number; parent: number }[];
  departureAirports: string[];
  /** Sorted by IATA, so comparing codes compares codes alphabetically (page tie-break). */
  destinationAirports: string[];
  /** Dense region of each destination airport (position = code - 1); 0 when undetermined. */
  destinationRegion: number[];
  operators: string[];
  /** [min_adults, max_adults, max_children, max_persons, child_max_age] per occupancy code. */
  occupancies: [number, number, number, number, number][];
  boards: number[];
  accommodations: number[];
  /** Facility id of each bit of the hotel facility bitsets. */
  facilities: number[];
  /** Sorted by id, so comparing hotel indices compares ids (page tie-break). */
  hotels: { ids: string[]; names: string[]; folded: string[]; cities: string[]; imageUrls: string[] };
  flightStrings: string[];
  reference: ReferenceData;
}

export interface Lookups {
  /** Number of region slots including 0 ("no region"). */
  regionCount: number;
  regionIndex: ReadonlyMap<number, number>;
  /** Dense region → dense country (the root of its tree). */
  regionCountry: Uint16Array;
  /** Dense region → ancestor region ids from the country down to itself. */
  regionPath: readonly (readonly number[])[];
  regionChildren: readonly (readonly number[])[];
  departureAirportCode: ReadonlyMap<string, number>;
  destinationAirportCode: ReadonlyMap<string, number>;
  operatorCode: ReadonlyMap<string, number>;
  boardCode: ReadonlyMap<number, number>;
  accommodationCode: ReadonlyMap<number, number>;
  facilityBit: ReadonlyMap<number, number>;
  hotelIndex: ReadonlyMap<string, number>;
}

export interface OfferIndex {
  meta: IndexMeta;
  columns: Columns;
  lookups: Lookups;
}

export function codeMap<T>(values: readonly T[]): Map<T, number> {
  return new Map(values.map((value, position) => [value, position + 1]));
}

/** Derived lookups, rebuilt after decoding instead of being stored (they are cheap and small). */
export function deriveLookups(meta: IndexMeta): Lookups {
  const regionCount = meta.regions.length + 1;
  const regionChildren: number[][] = Array.from({ length: regionCount }, () => []);
  const regionCountry = new Uint16Array(regionCount);
  const regionPath: number[][] = [[]];
  meta.regions.forEach((region, position) => {
    const dense = position + 1;
    if (region.parent !== 0) regionChildren[region.parent]?.push(dense);
    const path: number[] = [];
    // Bounded walk: a cyclic parent chain in a bad reference must not hang the Lambda.
    for (let at = dense, steps = 0; at !== 0 && steps < 32; steps++) {
      const current = meta.regions[at - 1];
      if (!current) break;
      path.unshift(current.id);
      regionCountry[dense] = at;
      at = current.parent;
    }
    regionPath.push(path);
  });
  return {
    regionCount,
    regionIndex: new Map(meta.regions.map((region, position) => [region.id, position + 1])),
    regionCountry,
    regionPath,
    regionChildren,
    departureAirportCode: codeMap(meta.departureAirports),
    destinationAirportCode: codeMap(meta.destinationAirports),
    operatorCode: codeMap(meta.operators),
    boardCode: codeMap(meta.boards),
    accommodationCode: codeMap(meta.accommodations),
    facilityBit: new Map(meta.facilities.map((id, bit) => [id, bit])),
    hotelIndex: new Map(meta.hotels.ids.map((id, position) => [id, position])),
  };
}
