import { OFFER_TYPE_CODES } from '../offer-index.ts';

export interface SortInput {
  types: Uint8Array;
  groups: Uint32Array;
  days: Uint16Array;
  hotelRegion: Uint16Array;
  /** Dense region per destination-airport code (position = code - 1). */
  destinationRegion: readonly number[];
  regionCount: number;
}

type IntegerArray = Uint8Array | Uint16Array | Uint32Array;

export interface SortedRows {
  permute<T extends IntegerArray>(column: T): T;
  /** Permutes a column holding `width` bytes per row (the uuids). */
  permuteBytes(column: Uint8Array, width: number): Uint8Array;
  bucketStart: Uint32Array;
}

/**
 * Orders rows by (offer type, region, departure day) with two stable counting sorts — day, then
 * bucket — which is linear in the row count; a comparison sort of 1M rows takes seconds.
 * A hotel offer's region is its hotel's; a flight's is the region of its destination airport.
 */
export function sortRows(input: SortInput): SortedRows {
  const { types, groups, days, hotelRegion, destinationRegion, regionCount } = input;
  const count = types.length;
  const bucketCount = OFFER_TYPE_CODES.length * regionCount;
  const buckets = new Uint32Array(count);
  for (let row = 0; row < count; row++) {
    const type = types[row] ?? 0;
    const group = groups[row] ?? 0;
    const region = type >= 2 ? (destinationRegion[group - 1] ?? 0) : (hotelRegion[group] ?? 0);
    buckets[row] = type * regionCount + region;
  }

  const byDay = countingOrder(count, (row) => days[row] ?? 0, 65_536, undefined);
  const order = countingOrder(count, (row) => buckets[row] ?? 0, bucketCount, byDay);

  const bucketStart = new Uint32Array(bucketCount + 1);
  for (let row = 0; row < count; row++) bucketStart[(buckets[row] ?? 0) + 1]!++;
  for (let bucket = 0; bucket < bucketCount; bucket++) bucketStart[bucket + 1]! += bucketStart[bucket] ?? 0;

  return {
    permute<T extends IntegerArray>(column: T): T {
      const out = new (column.constructor as new (length: number) => T)(count);
      for (let position = 0; position < count; position++) out[position] = column[order[position] ?? 0] ?? 0;
      return out;
    },
    permuteBytes(column: Uint8Array, width: number): Uint8Array {
      const out = new Uint8Array(count * width);
      for (let position = 0; position < count; position++) {
        const from = (order[position] ?? 0) * width;
        out.set(column.subarray(from, from + width), position * width);
      }
      return out;
    },
    bucketStart,
  };
}

/** Stable counting sort of row numbers by an integer key in [0, keyCount). */
function countingOrder(
  count: number,
  key: (row: number) => number,
  keyCount: number,
  input: Uint32Array | undefined,
): Uint32Array {
  const starts = new Uint32Array(keyCount + 1);
  for (let row = 0; row < count; row++) starts[key(row) + 1]!++;
  for (let k = 0; k < keyCount; k++) starts[k + 1]! += starts[k] ?? 0;
  const out = new Uint32Array(count);
  for (let position = 0; position < count; position++) {
    const row = input ? (input[position] ?? 0) : position;
    out[starts[key(row)]!++] = row;
  }
  return out;
}
