import type { Flight } from '@app/shared/feed';
import { dayToIsoDate, minutesToLocalDateTime } from '../days.ts';
import {
  AVAILABILITY_CODES,
  AVAILABILITY_MASK,
  FLAG_TRAIN,
  FLAG_TRANSFER,
  OFFER_TYPE_CODES,
  UUID_BYTES,
  type OfferIndex,
} from '../offer-index.ts';
import type { OfferView } from './search-result.ts';

const MINUTES_PER_DAY = 1440;

/** The bucket holding a row, found by binary search over the bucket offsets. */
function bucketOf(index: OfferIndex, row: number): number {
  const starts = index.columns.bucketStart;
  let lo = 0;
  let hi = starts.length - 1;
  // Last bucket whose start is ≤ row; empty buckets share starts, so take the last of them.
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] ?? 0) <= row) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function uuidText(bytes: Uint8Array, row: number): string {
  let text = '';
  for (let i = 0; i < UUID_BYTES; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
    text += HEX[bytes[row * UUID_BYTES + i] ?? 0];
  }
  return text;
}

function flightsOf(index: OfferIndex, itinerary: number): Flight[] {
  const c = index.columns;
  const text = (code: number | undefined) => index.meta.flightStrings[(code ?? 0) - 1] ?? '';
  const flights: Flight[] = [];
  for (let leg = c.itineraryStart[itinerary] ?? 0; leg < (c.itineraryStart[itinerary + 1] ?? 0); leg++) {
    const shape = c.legShape[leg] ?? 0;
    const midnight = (c.legDay[leg] ?? 0) * MINUTES_PER_DAY;
    flights.push({
      departure_airport_iata: text(c.shapeFrom[shape]),
      arrival_airport_iata: text(c.shapeTo[shape]),
      departure_time: minutesToLocalDateTime(midnight + (c.shapeDeparture[shape] ?? 0)),
      arrival_time: minutesToLocalDateTime(midnight + (c.shapeArrival[shape] ?? 0)),
      flight_number: text(c.shapeNumber[shape]),
      carrier: text(c.shapeCarrier[shape]),
    });
  }
  return flights;
}

/** The display fields of spec §3 for one row; only called for the rows of a page. */
export function offerAt(index: OfferIndex, row: number): OfferView {
  const { meta, columns: c, lookups } = index;
  const type = Math.floor(bucketOf(index, row) / lookups.regionCount);
  const flightOnly = type >= 2;
  const group = c.group[row] ?? 0;
  const flags = c.flags[row] ?? 0;
  const dense = flightOnly ? (meta.destinationRegion[group - 1] ?? 0) : (c.hotelRegion[group] ?? 0);
  const rating = c.hotelRating[group] ?? -1;
  const code = <T>(values: readonly T[], value: number | undefined): T | null =>
    value ? (values[value - 1] ?? null) : null;
  return {
    uuid: uuidText(c.uuid, row),
    offer_type: OFFER_TYPE_CODES[type] ?? 'A',
    operator_code: code(meta.operators, c.operator[row]) ?? '',
    hotel_id: flightOnly ? null : (meta.hotels.ids[group] ?? null),
    hotel_name: flightOnly ? null : (meta.hotels.names[group] ?? null),
    region_id: dense === 0 ? null : (meta.regions[dense - 1]?.id ?? null),
    city: flightOnly ? null : (meta.hotels.cities[group] ?? null),
    stars: flightOnly ? null : (c.hotelStars2[group] ?? 0) / 2,
    rating: flightOnly || rating < 0 ? null : rating,
    price_per_person_eur: (c.priceEurCents[row] ?? 0) / 100,
    price_per_person_pln: (c.pricePlnCents[row] ?? 0) / 100,
    days: c.duration[row] ?? 0,
    departure_date: dayToIsoDate(c.departureDay[row] ?? 0),
    return_date: dayToIsoDate(c.returnDay[row] ?? 0),
    accommodation_id: code(meta.accommodations, c.accommodation[row]),
    board_id: code(meta.boards, c.board[row]),
    departure_airport_iata: code(meta.departureAirports, c.departureAirport[row]),
    destination_airport_iata: code(meta.destinationAirports, c.destinationAirport[row]),
    availability: AVAILABILITY_CODES[flags & AVAILABILITY_MASK] ?? 'AVAILABLE',
    train_to_airport: (flags & FLAG_TRAIN) !== 0,
    transfer: (flags & FLAG_TRANSFER) !== 0,
    flights: flightsOf(index, c.itinerary[row] ?? 0),
    image_urls: flightOnly ? [] : galleryOf(index, group),
  };
}

/** The snapshot's first images of a hotel, in gallery order. */
function galleryOf({ meta, columns }: OfferIndex, hotel: number): string[] {
  const from = columns.hotelGalleryStart[hotel] ?? 0;
  const to = columns.hotelGalleryStart[hotel + 1] ?? from;
  return Array.from(columns.galleryImage.subarray(from, to), (code) => meta.hotels.imageUrls[code] ?? '');
}

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * The row of an offer by uuid (show_offer, availability check), including NOT_AVAILABLE offers
 * so the caller can say it is gone. A linear scan comparing one 32-bit word per row (~1 ms per
 * million rows) instead of a hash table that would add 8+ MB to every instance.
 */
export function findOfferRow(index: OfferIndex, uuid: string): number | undefined {
  if (!UUID_PATTERN.test(uuid)) return undefined;
  // Copied into a fresh buffer: a small Buffer is a slice of a shared pool.
  const wanted = new Uint32Array(Uint8Array.from(Buffer.from(uuid.replaceAll('-', ''), 'hex')).buffer);
  const bytes = index.columns.uuid;
  // The uuid column starts 8-byte aligned (snapshot) or at a fresh buffer (builder).
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const [w0, w1, w2, w3] = wanted;
  for (let at = 0; at < words.length; at += 4) {
    if (words[at] === w0 && words[at + 1] === w1 && words[at + 2] === w2 && words[at + 3] === w3) return at / 4;
  }
  return undefined;
}

export function findOffer(index: OfferIndex, uuid: string): OfferView | undefined {
  const row = findOfferRow(index, uuid);
  return row === undefined ? undefined : offerAt(index, row);
}
