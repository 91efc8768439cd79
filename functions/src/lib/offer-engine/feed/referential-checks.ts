import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';

/** Everything a valid row may point at, as sets for O(1) checks. */
export interface KnownIds {
  readonly hotels: ReadonlySet<string>;
  readonly operators: ReadonlySet<string>;
  readonly airports: ReadonlySet<string>;
  readonly boards: ReadonlySet<number>;
  readonly accommodations: ReadonlySet<number>;
  readonly regions: ReadonlySet<number>;
  readonly facilities: ReadonlySet<number>;
}

export function knownIds(reference: ReferenceData, hotelIds: Iterable<string> = []): KnownIds {
  return {
    hotels: new Set(hotelIds),
    operators: new Set(reference.operators.filter((o) => !o.virtual).map((o) => o.code)),
    airports: new Set(reference.airports.filter((a) => !a.virtual).map((a) => a.iata)),
    boards: new Set(reference.boards.map((b) => b.id)),
    accommodations: new Set(reference.accommodations.map((a) => a.id)),
    regions: new Set(reference.regions.map((r) => r.id)),
    facilities: new Set(reference.facilities.map((f) => f.id)),
  };
}

/** Why a hotel row points at something that does not exist, or undefined when it is sound. */
export function hotelProblem(row: HotelFeedRow, known: KnownIds): string | undefined {
  if (!known.regions.has(row.region_id)) return `region_id: unknown region ${row.region_id}`;
  const facility = row.facility_ids.find((id) => !known.facilities.has(id));
  if (facility !== undefined) return `facility_ids: unknown facility ${facility}`;
  return undefined;
}

/** Why an offer row points at something that does not exist, or undefined when it is sound. */
export function offerProblem(row: OfferFeedRow, known: KnownIds): string | undefined {
  if (row.hotel_id !== null && !known.hotels.has(row.hotel_id)) return `hotel_id: unknown hotel ${row.hotel_id}`;
  if (!known.operators.has(row.operator_code)) return `operator_code: unknown operator ${row.operator_code}`;
  for (const [field, iata] of [
    ['departure_airport_iata', row.departure_airport_iata],
    ['destination_airport_iata', row.destination_airport_iata],
  ] as const) {
    if (iata !== null && !known.airports.has(iata)) return `${field}: unknown airport ${iata}`;
  }
  if (row.board_id !== null && !known.boards.has(row.board_id)) return `board_id: unknown board ${row.board_id}`;
  if (row.accommodation_id !== null && !known.accommodations.has(row.accommodation_id)) {
    return `accommodation_id: unknown accommodation ${row.accommodation_id}`;
  }
  return undefined;
}
