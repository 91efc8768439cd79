import { crc32 } from 'node:zlib';
import {
  COLUMN_KINDS,
  OFFER_TYPE_CODES,
  UUID_BYTES,
  assembleColumns,
  deriveLookups,
  type ColumnKind,
  type ColumnName,
  type Columns,
  type IndexMeta,
  type OfferIndex,
} from '../offer-index.ts';

/**
 * One binary file per snapshot:
 *   0  magic "OFFERIDX"        8  u32 format version   12 u32 header JSON length
 *  16  f64 total file length  24  u32 CRC-32 of bytes 0–23 and the JSON   28 u32 zero
 *  32  header JSON { meta, columns: { name: [byteOffset, length] } }, then column blobs, each
 *      starting on an 8-byte boundary so they load as zero-copy typed-array views.
 * Deterministic (no timestamps): the same feed gives the same bytes and the same hash.
 */
const MAGIC = Buffer.from('OFFERIDX', 'latin1');
/** 2: hotel galleries (hotelGalleryStart, galleryImage, meta.hotels.imageUrls). */
export const SNAPSHOT_VERSION = 2;
const FIXED_HEADER = 32;
const BYTES: Record<ColumnKind, number> = { u8: 1, u16: 2, u32: 4, i32: 4, f64: 8 };
const COLUMN_NAMES = Object.keys(COLUMN_KINDS) as ColumnName[];

export class SnapshotFormatError extends Error {
  constructor(message: string) {
    super(`Invalid offer snapshot: ${message}`);
    this.name = 'SnapshotFormatError';
  }
}

interface Header {
  meta: IndexMeta;
  columns: Record<string, [number, number]>;
}

const align8 = (offset: number) => Math.ceil(offset / 8) * 8;

export function encodeSnapshot(index: OfferIndex): Buffer {
  const layout: Record<string, [number, number]> = {};
  let bodySize = 0;
  for (const name of COLUMN_NAMES) {
    const column = index.columns[name];
    layout[name] = [bodySize, column.length];
    bodySize = align8(bodySize + column.byteLength);
  }
  // Offsets in the JSON are relative to the body, so the JSON length does not feed back into them.
  const json = Buffer.from(JSON.stringify({ meta: index.meta, columns: layout } satisfies Header), 'utf8');
  const bodyStart = align8(FIXED_HEADER + json.length);
  const total = bodyStart + bodySize;
  const out = Buffer.alloc(total);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(SNAPSHOT_VERSION, 8);
  out.writeUInt32LE(json.length, 12);
  out.writeDoubleLE(total, 16);
  json.copy(out, FIXED_HEADER);
  out.writeUInt32LE(headerChecksum(out, json.length), 24);
  for (const name of COLUMN_NAMES) {
    const column = index.columns[name];
    const [offset] = layout[name] ?? [0];
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), bodyStart + offset);
  }
  return out;
}

function headerChecksum(buffer: Buffer, jsonLength: number): number {
  return crc32(buffer.subarray(FIXED_HEADER, FIXED_HEADER + jsonLength), crc32(buffer.subarray(0, 24)));
}

/**
 * Zero-copy decode: the columns are views over `buffer`, which must stay untouched afterwards.
 * The header is checksummed; column bodies are only bounds-checked (a full checksum would cost
 * more than the load budget; the publisher's content hash covers the whole file).
 */
export function decodeSnapshot(input: Buffer): OfferIndex {
  if (input.length < FIXED_HEADER) throw new SnapshotFormatError(`${input.length} bytes is shorter than the header`);
  if (!input.subarray(0, 8).equals(MAGIC)) throw new SnapshotFormatError('wrong magic (not an offer snapshot)');
  const version = input.readUInt32LE(8);
  if (version !== SNAPSHOT_VERSION)
    throw new SnapshotFormatError(`format version ${version}, expected ${SNAPSHOT_VERSION}`);
  const jsonLength = input.readUInt32LE(12);
  const total = input.readDoubleLE(16);
  if (total !== input.length)
    throw new SnapshotFormatError(`length ${input.length}, header says ${total} (truncated?)`);
  if (FIXED_HEADER + jsonLength > input.length) throw new SnapshotFormatError('header runs past the end');
  if (input.readUInt32LE(24) !== headerChecksum(input, jsonLength))
    throw new SnapshotFormatError('header checksum mismatch');

  // Typed-array views need their element alignment; a pooled or sliced Buffer may not have it.
  const buffer = input.byteOffset % 8 === 0 ? input : Buffer.from(input);
  const header = JSON.parse(buffer.toString('utf8', FIXED_HEADER, FIXED_HEADER + jsonLength)) as Header;
  const bodyStart = align8(FIXED_HEADER + jsonLength);
  const views = new Map<ColumnName, unknown>();
  for (const name of COLUMN_NAMES) {
    const [offset, length] = header.columns[name] ?? [-1, -1];
    const kind = COLUMN_KINDS[name];
    const start = bodyStart + offset;
    if (offset < 0 || offset % 8 !== 0 || length < 0 || start + length * BYTES[kind] > buffer.length) {
      throw new SnapshotFormatError(`column ${name} lies outside the file`);
    }
    views.set(name, view(kind, buffer, start, length));
  }
  const columns = assembleColumns(<K extends ColumnName>(name: K) => views.get(name) as Columns[K]);
  const index: OfferIndex = { meta: header.meta, columns, lookups: deriveLookups(header.meta) };
  checkShapes(index);
  return index;
}

function view(kind: ColumnKind, buffer: Buffer, start: number, length: number) {
  const at = buffer.byteOffset + start;
  switch (kind) {
    case 'u8':
      return new Uint8Array(buffer.buffer, at, length);
    case 'u16':
      return new Uint16Array(buffer.buffer, at, length);
    case 'u32':
      return new Uint32Array(buffer.buffer, at, length);
    case 'i32':
      return new Int32Array(buffer.buffer, at, length);
    default:
      return new Float64Array(buffer.buffer, at, length);
  }
}

/** Column lengths must agree with the counts, or a search would read past the data. */
function checkShapes({ meta, columns, lookups }: OfferIndex): void {
  const problems: string[] = [];
  const expect = (names: readonly ColumnName[], length: number) => {
    for (const name of names)
      if (columns[name].length !== length) problems.push(`${name} has ${columns[name].length}, expected ${length}`);
  };
  const offers = meta.offerCount;
  expect(
    ['group', 'departureDay', 'returnDay', 'duration', 'priceEurCents', 'pricePlnCents', 'flags', 'board'],
    offers,
  );
  expect(['occupancy', 'accommodation', 'operator'], offers);
  expect(['departureAirport', 'destinationAirport', 'itinerary'], offers);
  expect(['uuid'], offers * UUID_BYTES);
  expect(
    ['hotelStars2', 'hotelRating', 'hotelRegion', 'hotelFacilitiesLo', 'hotelFacilitiesHi'],
    meta.hotels.ids.length,
  );
  expect(['hotelGalleryStart'], meta.hotels.ids.length + 1);
  expect(['legDay'], columns.legShape.length);
  expect(['shapeTo', 'shapeNumber', 'shapeCarrier', 'shapeDeparture', 'shapeArrival'], columns.shapeFrom.length);
  expect(['bucketStart'], OFFER_TYPE_CODES.length * lookups.regionCount + 1);
  if (columns.bucketStart.at(-1) !== offers) problems.push('bucket offsets do not end at the offer count');
  if (columns.hotelGalleryStart.at(-1) !== columns.galleryImage.length)
    problems.push('gallery offsets do not end at the image count');
  if (columns.galleryImage.some((code) => code >= meta.hotels.imageUrls.length))
    problems.push('a gallery image code lies outside the image list');
  if (columns.itineraryStart.at(-1) !== columns.legShape.length)
    problems.push('itinerary offsets do not end at the leg count');
  if (problems.length > 0) throw new SnapshotFormatError(problems.join('; '));
}
