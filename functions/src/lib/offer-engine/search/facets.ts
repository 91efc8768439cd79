import type { OfferIndex } from '../offer-index.ts';
import { FAIL } from './query-plan.ts';
import { PRICE_BUCKET_EUR, PRICE_BUCKETS, type SearchFacets } from './search-result.ts';

const NO_PRICE = 0xffff_ffff;

/**
 * Counts the facets of spec §3 in the same pass as the search. The scan hands over every row that
 * passes all non-facet filters and fails at most one facet filter; such a row counts for every
 * facet whose own filter is the only one it fails (or for all facets when it fails none).
 * Facets count groups, not offers, so each touched group has a record: bitsets of the offer-level
 * values seen (board, operator, departure airport, room) side by side — a value is counted when
 * its bit first turns on — a mask of the hotel-level facets it counts for, and its cheapest
 * price; hotel-level facets and price buckets are counted once per group at the end. The scan
 * loop writes these arrays itself (a method call per row cost more than the work). Records are
 * stamped with the query epoch and cleared on first touch.
 */
export class FacetCounter {
  epoch = 0;
  private hotelLevel = true;
  /** Words per group record, and where each value facet's bitset starts in it. */
  readonly width: number;
  readonly offsets: { board: number; operator: number; airport: number; accommodation: number };
  readonly record: Uint32Array;
  readonly stamp: Uint32Array;
  readonly mask: Uint8Array;
  readonly cheapest: Uint32Array;
  /** Groups per value, counted by the scan when a value's bit first turns on in a group. */
  readonly counts: { board: Uint32Array; operator: Uint32Array; airport: Uint32Array; accommodation: Uint32Array };
  private readonly touched: Uint32Array;
  private size = 0;
  private readonly sizes: { board: number; operator: number; airport: number; accommodation: number };

  constructor(
    private readonly index: OfferIndex,
    groupCount: number,
  ) {
    const { meta } = index;
    this.sizes = {
      board: meta.boards.length + 1,
      operator: meta.operators.length + 1,
      airport: meta.departureAirports.length + 1,
      accommodation: meta.accommodations.length + 1,
    };
    const words = (values: number) => Math.ceil(values / 32);
    const board = 0;
    const operator = board + words(this.sizes.board);
    const airport = operator + words(this.sizes.operator);
    const accommodation = airport + words(this.sizes.airport);
    this.offsets = { board, operator, airport, accommodation };
    this.width = accommodation + words(this.sizes.accommodation);
    this.record = new Uint32Array(groupCount * this.width);
    this.stamp = new Uint32Array(groupCount);
    this.mask = new Uint8Array(groupCount);
    this.cheapest = new Uint32Array(groupCount);
    this.touched = new Uint32Array(groupCount);
    this.counts = {
      board: new Uint32Array(this.sizes.board),
      operator: new Uint32Array(this.sizes.operator),
      airport: new Uint32Array(this.sizes.airport),
      accommodation: new Uint32Array(this.sizes.accommodation),
    };
  }

  start(epoch: number, flightOnly: boolean): void {
    this.epoch = epoch;
    this.hotelLevel = !flightOnly;
    this.size = 0;
    for (const counts of Object.values(this.counts)) counts.fill(0);
  }

  /** First row of a group in this query: clear its record. */
  touch(group: number): void {
    this.stamp[group] = this.epoch;
    this.mask[group] = 0;
    this.cheapest[group] = NO_PRICE;
    const base = group * this.width;
    for (let word = base; word < base + this.width; word++) this.record[word] = 0;
    this.touched[this.size++] = group;
  }

  result(): SearchFacets {
    const { meta, columns, lookups } = this.index;
    const { board: boards, operator: operators, airport: airports, accommodation: accommodations } = this.counts;
    // Code 0 (no value) also gets counted by the scan; it is not a facet value.
    const byCode = <T>(counts: Uint32Array, values: readonly T[]) =>
      [...counts].flatMap((count, code) =>
        code === 0 || count === 0 ? [] : [{ value: values[code - 1] as T, count }],
      );
    const byNumber = (counts: Uint32Array, values: readonly number[]) =>
      byCode(counts, values)
        .map(({ value, count }) => ({ id: value, count }))
        .sort((a, b) => a.id - b.id);
    const byText = (counts: Uint32Array, values: readonly string[]) =>
      byCode(counts, values).sort((a, b) => (a.value < b.value ? -1 : 1));

    const stars = new Uint32Array(6);
    // Bit-sliced counters: plane p holds bit p of every facility's count, so adding a hotel's
    // 32 facility bits costs a short carry chain instead of one increment per facility.
    const facilityLo = new Int32Array(32);
    const facilityHi = new Int32Array(32);
    const prices = new Uint32Array(PRICE_BUCKETS + 1);
    const ownRegion = new Uint32Array(lookups.regionCount);
    for (let i = 0; i < this.size; i++) {
      const group = this.touched[i] ?? 0;
      const mask = this.mask[group] ?? 0;
      if ((mask & FAIL.region) !== 0)
        ownRegion[this.hotelLevel ? (columns.hotelRegion[group] ?? 0) : (meta.destinationRegion[group - 1] ?? 0)]!++;
      const cheapest = this.cheapest[group] ?? NO_PRICE;
      if (cheapest !== NO_PRICE) prices[Math.min(PRICE_BUCKETS, Math.floor(cheapest / (PRICE_BUCKET_EUR * 100)))]!++;
      if (!this.hotelLevel) continue;
      if ((mask & FAIL.stars) !== 0) stars[Math.min(5, Math.floor((columns.hotelStars2[group] ?? 0) / 2))]!++;
      if ((mask & FAIL.facilities) !== 0) {
        addToPlanes(facilityLo, (columns.hotelFacilitiesLo[group] ?? 0) | 0);
        addToPlanes(facilityHi, (columns.hotelFacilitiesHi[group] ?? 0) | 0);
      }
    }
    const facilities = [...planeCounts(facilityLo), ...planeCounts(facilityHi)];
    return {
      boards: byNumber(boards, meta.boards),
      stars: [...stars].flatMap((count, value) => (count === 0 ? [] : [{ stars: value, count }])),
      operators: byText(operators, meta.operators).map(({ value, count }) => ({ code: value, count })),
      departure_airports: byText(airports, meta.departureAirports).map(({ value, count }) => ({ iata: value, count })),
      regions: this.regionCounts(ownRegion),
      accommodations: byNumber(accommodations, meta.accommodations),
      facilities: [...facilities]
        .flatMap((count, bit) => (count === 0 ? [] : [{ id: meta.facilities[bit] ?? 0, count }]))
        .sort((a, b) => a.id - b.id),
      price_eur: [...prices].flatMap((count, bucket) =>
        count === 0 ? [] : [{ from: bucket * PRICE_BUCKET_EUR, count }],
      ),
    };
  }

  /** Adds every region's own count to itself and its ancestors. */
  private regionCounts(own: Uint32Array): SearchFacets['regions'] {
    const { regionPath } = this.index.lookups;
    const total = new Map<number, number>();
    own.forEach((count, dense) => {
      if (dense === 0 || count === 0) return;
      for (const id of regionPath[dense] ?? []) total.set(id, (total.get(id) ?? 0) + count);
    });
    return [...total].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
  }
}

/** Adds a word's bits to bit-sliced counters (one ripple-carry add across the planes). */
function addToPlanes(planes: Int32Array, word: number): void {
  let carry = word;
  for (let plane = 0; carry !== 0 && plane < planes.length; plane++) {
    const current = planes[plane] ?? 0;
    planes[plane] = current ^ carry;
    carry = current & carry;
  }
}

/** The 32 counts held by bit-sliced counters. */
function planeCounts(planes: Int32Array): number[] {
  return Array.from({ length: 32 }, (_, bit) =>
    planes.reduce((count, plane, p) => count + (((plane >>> bit) & 1) << p), 0),
  );
}
