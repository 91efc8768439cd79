import type { HotelFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';
import { foldDiacritics } from '@app/shared/text';
import { allocate } from './growable.ts';
import { GALLERY_IN_SNAPSHOT, type IndexMeta } from '../offer-index.ts';

export class IndexBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexBuildError';
  }
}

/** Value → code (position + 1, so 0 stays free for "none"), bounded by the column width. */
export class Dictionary<T> {
  readonly values: T[] = [];
  private readonly codes = new Map<T, number>();

  constructor(
    private readonly label: string,
    private readonly maxCode: number,
    seed: Iterable<T> = [],
  ) {
    for (const value of seed) this.code(value);
  }

  code(value: T): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.push(value);
      if (code > this.maxCode) throw new IndexBuildError(`more than ${this.maxCode} ${this.label}`);
      this.codes.set(value, code);
    }
    return code;
  }
}

/** The destination tree as dense indices (1…n in id order), with depths for ancestor walks. */
export interface RegionTable {
  regions: IndexMeta['regions'];
  index: Map<number, number>;
  parent: Uint16Array;
  depth: Uint8Array;
}

const MAX_DEPTH = 32;

export function regionTable(reference: ReferenceData): RegionTable {
  const sorted = [...reference.regions].sort((a, b) => a.id - b.id);
  const index = new Map(sorted.map((region, position) => [region.id, position + 1]));
  if (index.size > 65_534) throw new IndexBuildError('more than 65534 regions');
  const regions = sorted.map((region) => ({ id: region.id, parent: index.get(region.parent ?? 0) ?? 0 }));
  const parent = Uint16Array.from([0, ...regions.map((region) => region.parent)]);
  const depth = new Uint8Array(parent.length);
  for (let dense = 1; dense < parent.length; dense++) {
    let steps = 0;
    for (let at = parent[dense] ?? 0; at !== 0 && steps < MAX_DEPTH; at = parent[at] ?? 0) steps++;
    depth[dense] = steps;
  }
  return { regions, index, parent, depth };
}

/**
 * Lowest common ancestor of two dense regions, 0 when they lie in different countries. Used to
 * place a destination airport in the region that covers every hotel it serves.
 */
export function commonRegion(table: RegionTable, a: number, b: number): number {
  const { parent, depth } = table;
  let left = a;
  let right = b;
  for (let steps = 0; left !== right && steps < 2 * MAX_DEPTH; steps++) {
    const leftDepth = depth[left] ?? 0;
    const rightDepth = depth[right] ?? 0;
    if (leftDepth >= rightDepth) left = parent[left] ?? 0;
    if (rightDepth >= leftDepth) right = parent[right] ?? 0;
  }
  return left === right ? left : 0;
}

export interface HotelTable {
  meta: IndexMeta['hotels'];
  index: Map<string, number>;
  columns: {
    hotelStars2: Uint8Array;
    hotelRating: Float64Array;
    hotelRegion: Uint16Array;
    hotelFacilitiesLo: Uint32Array;
    hotelFacilitiesHi: Uint32Array;
    hotelGalleryStart: Uint32Array;
    galleryImage: Uint32Array;
  };
  facilities: number[];
}

const MAX_FACILITIES = 64;

/**
 * Hotels sorted by id (the page tie-break compares indices), with facilities as two 32-bit
 * words. Facility bits cover the reference facilities plus any a hotel names, so a filter on an
 * id missing from the reference still behaves like a plain membership test.
 */
export function hotelTable(
  hotelRows: Iterable<HotelFeedRow>,
  regions: RegionTable,
  reference: ReferenceData,
): HotelTable {
  const byId = new Map<string, HotelFeedRow>();
  for (const hotel of hotelRows) byId.set(hotel.id, hotel);
  const hotels = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const facilityIds = new Set(reference.facilities.map((facility) => facility.id));
  for (const hotel of hotels) for (const id of hotel.facility_ids) facilityIds.add(id);
  const facilities = [...facilityIds].sort((a, b) => a - b);
  if (facilities.length > MAX_FACILITIES) throw new IndexBuildError(`more than ${MAX_FACILITIES} facilities`);
  const bit = new Map(facilities.map((id, position) => [id, position]));

  const count = hotels.length;
  const columns = {
    hotelStars2: allocate('u8', count),
    hotelRating: allocate('f64', count),
    hotelRegion: allocate('u16', count),
    hotelFacilitiesLo: allocate('u32', count),
    hotelFacilitiesHi: allocate('u32', count),
  };
  hotels.forEach((hotel, position) => {
    columns.hotelStars2[position] = Math.round(hotel.stars * 2);
    columns.hotelRating[position] = hotel.reviews ? hotel.reviews.overall : -1;
    columns.hotelRegion[position] = regions.index.get(hotel.region_id) ?? 0;
    let lo = 0;
    let hi = 0;
    for (const id of hotel.facility_ids) {
      const position = bit.get(id) ?? 0;
      if (position < 32) lo |= 1 << position;
      else hi |= 1 << (position - 32);
    }
    columns.hotelFacilitiesLo[position] = lo >>> 0;
    columns.hotelFacilitiesHi[position] = hi >>> 0;
  });
  const gallery = galleryTable(hotels);
  return {
    meta: {
      ids: hotels.map((hotel) => hotel.id),
      names: hotels.map((hotel) => hotel.name),
      folded: hotels.map((hotel) => foldDiacritics(hotel.name)),
      cities: hotels.map((hotel) => hotel.city),
      imageUrls: gallery.imageUrls,
    },
    index: new Map(hotels.map((hotel, position) => [hotel.id, position])),
    columns: { ...columns, hotelGalleryStart: gallery.start, galleryImage: gallery.image },
    facilities,
  };
}

/** The first images of every hotel, each URL stored once (feeds reuse stock images across hotels). */
function galleryTable(hotels: readonly HotelFeedRow[]): {
  imageUrls: string[];
  start: Uint32Array;
  image: Uint32Array;
} {
  const codes = new Map<string, number>();
  const start = new Uint32Array(hotels.length + 1);
  const image: number[] = [];
  hotels.forEach((hotel, position) => {
    start[position] = image.length;
    for (const { url } of hotel.gallery.slice(0, GALLERY_IN_SNAPSHOT)) {
      let code = codes.get(url);
      if (code === undefined) {
        code = codes.size;
        codes.set(url, code);
      }
      image.push(code);
    }
  });
  start[hotels.length] = image.length;
  return { imageUrls: [...codes.keys()], start, image: Uint32Array.from(image) };
}
