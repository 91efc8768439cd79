import type { OfferFeedRow } from '@app/shared/feed';
import type { HotelFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';
import { Dictionary, IndexBuildError, commonRegion, hotelTable, regionTable } from './build-tables.ts';
import { isoDateToDay, localDateTimeToMinutes } from '../days.ts';
import { Growable } from './growable.ts';
import {
  AVAILABILITY_CODES,
  COLUMN_KINDS,
  FLAG_TRAIN,
  FLAG_TRANSFER,
  OFFER_TYPE_CODES,
  UUID_BYTES,
  assembleColumns,
  deriveLookups,
  type ColumnName,
  type Columns,
  type IndexMeta,
  type OfferIndex,
} from '../offer-index.ts';
import { sortRows } from './sort-rows.ts';

export interface IndexBuilder {
  addOffer(row: OfferFeedRow): void;
  build(): OfferIndex;
}

/** Offer columns filled while streaming, in feed order. */
const ROW_COLUMNS = [
  'group',
  'departureDay',
  'returnDay',
  'duration',
  'priceEurCents',
  'pricePlnCents',
  'occupancy',
  'flags',
  'board',
  'accommodation',
  'operator',
  'departureAirport',
  'destinationAirport',
  'itinerary',
] as const;
type RowColumn = (typeof ROW_COLUMNS)[number];

const MINUTES_PER_DAY = 1440;
const TYPE_CODE = new Map<string, number>(OFFER_TYPE_CODES.map((type, code) => [type, code]));
const AVAILABILITY_CODE = new Map<string, number>(AVAILABILITY_CODES.map((value, code) => [value, code]));

function hexNibble(charCode: number): number {
  // '0'-'9' → 0-9, 'a'-'f' / 'A'-'F' → 10-15 (the feed schema has validated the characters).
  return charCode <= 57 ? charCode - 48 : (charCode | 32) - 87;
}

function pushUuid(target: Growable<'u8'>, uuid: string): void {
  const hex = uuid.replaceAll('-', '');
  for (let i = 0; i < UUID_BYTES; i++)
    target.push((hexNibble(hex.charCodeAt(2 * i)) << 4) | hexNibble(hex.charCodeAt(2 * i + 1)));
}

/**
 * Streams offers into growable typed arrays (no row objects are kept), then sorts them by
 * (offer type, region, departure day) so a query becomes a few contiguous ranges.
 */
export function createIndexBuilder(reference: ReferenceData, hotels: Iterable<HotelFeedRow>): IndexBuilder {
  const regions = regionTable(reference);
  const hotelSet = hotelTable(hotels, regions, reference);
  const departureAirports = new Dictionary<string>('departure airports', 255);
  const destinationAirports = new Dictionary<string>('destination airports', 65_535);
  const operators = new Dictionary<string>(
    'operators',
    255,
    reference.operators.filter((o) => !o.virtual).map((o) => o.code),
  );
  const boards = new Dictionary<number>(
    'boards',
    255,
    reference.boards.map((board) => board.id),
  );
  const occupancies = new Dictionary<string>('occupancy classes', 65_535);
  const accommodations = new Dictionary<number>(
    'accommodations',
    65_535,
    reference.accommodations.map((a) => a.id),
  );
  const flightStrings = new Dictionary<string>('flight strings', 0xffff_ffff);
  const itineraries = new Map<string, number>();
  const itineraryStart = new Growable('u32');
  itineraryStart.push(0);
  const legShape = new Growable('u32');
  const legDay = new Growable('u16');
  const shapes = new Dictionary<string>('flight shapes', 0xffff_ffff);
  const rows = Object.fromEntries(ROW_COLUMNS.map((name) => [name, new Growable(COLUMN_KINDS[name])])) as {
    [K in RowColumn]: Growable<(typeof COLUMN_KINDS)[K]>;
  };
  const types = new Growable('u8');
  const uuids = new Growable('u8', 4096 * UUID_BYTES);
  // Per destination-airport code: the common region of the hotels it serves (-1 not seen yet).
  const destinationRegion: number[] = [];
  let skippedOffers = 0;
  let built = false;

  function itineraryOf(row: OfferFeedRow): number {
    // Legs as (shape, day) first: keying itineraries on those numbers instead of the full flight
    // texts keeps the dedupe map small (~700k itineraries in a 1M-offer feed).
    const legs: number[] = [];
    for (const f of row.flights) {
      const departure = localDateTimeToMinutes(f.departure_time);
      const day = Math.floor(departure / MINUTES_PER_DAY);
      const arrival = localDateTimeToMinutes(f.arrival_time) - day * MINUTES_PER_DAY;
      const shape = `${f.departure_airport_iata}|${f.arrival_airport_iata}|${f.flight_number}|${f.carrier}|${departure - day * MINUTES_PER_DAY}|${arrival}`;
      // Shape columns are indexed from 0; dictionary codes start at 1.
      legs.push(shapes.code(shape) - 1, day);
    }
    const key = legs.join(',');
    let id = itineraries.get(key);
    if (id === undefined) {
      id = itineraries.size;
      itineraries.set(key, id);
      for (let leg = 0; leg < legs.length; leg += 2) {
        legShape.push(legs[leg] ?? 0);
        legDay.push(legs[leg + 1] ?? 0);
      }
      itineraryStart.push(legShape.length);
    }
    return id;
  }

  /** Shape columns from the shape keys, with their strings dictionary-coded. */
  function shapeColumns() {
    const columns = {
      shapeFrom: new Uint32Array(shapes.values.length),
      shapeTo: new Uint32Array(shapes.values.length),
      shapeNumber: new Uint32Array(shapes.values.length),
      shapeCarrier: new Uint32Array(shapes.values.length),
      shapeDeparture: new Uint16Array(shapes.values.length),
      shapeArrival: new Int32Array(shapes.values.length),
    };
    shapes.values.forEach((key, position) => {
      const [from = '', to = '', number = '', carrier = '', departure = '0', arrival = '0'] = key.split('|');
      columns.shapeFrom[position] = flightStrings.code(from);
      columns.shapeTo[position] = flightStrings.code(to);
      columns.shapeNumber[position] = flightStrings.code(number);
      columns.shapeCarrier[position] = flightStrings.code(carrier);
      columns.shapeDeparture[position] = Number(departure);
      columns.shapeArrival[position] = Number(arrival);
    });
    return columns;
  }

  function addOffer(row: OfferFeedRow): void {
    if (built) throw new IndexBuildError('addOffer after build');
    const type = TYPE_CODE.get(row.offer_type) ?? 0;
    const flightOnly = type >= 2;
    const hotel = row.hotel_id === null ? undefined : hotelSet.index.get(row.hotel_id);
    if (!flightOnly && hotel === undefined) {
      skippedOffers++;
      return;
    }
    const destination =
      row.destination_airport_iata === null ? 0 : destinationAirports.code(row.destination_airport_iata);
    if (hotel !== undefined && destination !== 0) {
      const hotelRegion = hotelSet.columns.hotelRegion[hotel] ?? 0;
      const seen = destinationRegion[destination] ?? -1;
      if (hotelRegion !== 0)
        destinationRegion[destination] = seen === -1 ? hotelRegion : commonRegion(regions, seen, hotelRegion);
    }
    types.push(type);
    // C1/C2 group by destination; the code is remapped to alphabetical order in build().
    rows.group.push(flightOnly ? destination : (hotel ?? 0));
    rows.departureDay.push(isoDateToDay(row.departure_date));
    rows.returnDay.push(isoDateToDay(row.return_date));
    rows.duration.push(row.duration);
    rows.priceEurCents.push(Math.round(row.price_per_person_eur * 100));
    rows.pricePlnCents.push(Math.round(row.price_per_person_pln * 100));
    const { min_adults, max_adults, max_children, max_persons } = row.occupancy;
    rows.occupancy.push(
      occupancies.code(`${min_adults},${max_adults},${max_children},${max_persons},${row.child_pricing.child_max_age}`),
    );
    rows.flags.push(
      (AVAILABILITY_CODE.get(row.availability) ?? 0) |
        (row.transfer ? FLAG_TRANSFER : 0) |
        (row.train_to_airport ? FLAG_TRAIN : 0),
    );
    rows.board.push(row.board_id === null ? 0 : boards.code(row.board_id));
    rows.accommodation.push(row.accommodation_id === null ? 0 : accommodations.code(row.accommodation_id));
    rows.operator.push(operators.code(row.operator_code));
    rows.departureAirport.push(
      row.departure_airport_iata === null ? 0 : departureAirports.code(row.departure_airport_iata),
    );
    rows.destinationAirport.push(destination);
    rows.itinerary.push(itineraryOf(row));
    pushUuid(uuids, row.uuid);
  }

  function build(): OfferIndex {
    built = true;
    // Destination codes in IATA order, so code order is the alphabetical tie-break for C groups.
    const iatas = [...destinationAirports.values].sort();
    const order = new Map(iatas.map((iata, position) => [iata, position + 1]));
    const remap = new Uint16Array(iatas.length + 1);
    const regionOfDestination = iatas.map(() => 0);
    destinationAirports.values.forEach((iata, position) => {
      const code = order.get(iata) ?? 0;
      remap[position + 1] = code;
      regionOfDestination[code - 1] = Math.max(0, destinationRegion[position + 1] ?? 0);
    });
    const destinationColumn = rows.destinationAirport.view();
    const groupColumn = rows.group.view();
    const typeColumn = types.view();
    for (let row = 0; row < destinationColumn.length; row++) {
      const code = remap[destinationColumn[row] ?? 0] ?? 0;
      destinationColumn[row] = code;
      if ((typeColumn[row] ?? 0) >= 2) groupColumn[row] = code;
    }

    const sorted = sortRows({
      types: typeColumn,
      groups: groupColumn,
      days: rows.departureDay.view(),
      hotelRegion: hotelSet.columns.hotelRegion,
      destinationRegion: regionOfDestination,
      regionCount: regions.regions.length + 1,
    });
    const permuted = Object.fromEntries(ROW_COLUMNS.map((name) => [name, sorted.permute(rows[name].view())])) as Pick<
      Columns,
      RowColumn
    >;
    const meta: IndexMeta = {
      offerCount: typeColumn.length,
      skippedOffers,
      regions: regions.regions,
      departureAirports: departureAirports.values,
      destinationAirports: iatas,
      destinationRegion: regionOfDestination,
      operators: operators.values,
      occupancies: occupancies.values.map((key) => key.split(',').map(Number) as IndexMeta['occupancies'][number]),
      boards: boards.values,
      accommodations: accommodations.values,
      facilities: hotelSet.facilities,
      hotels: hotelSet.meta,
      flightStrings: flightStrings.values,
      reference,
    };
    const all: Columns = {
      ...permuted,
      uuid: sorted.permuteBytes(uuids.view(), UUID_BYTES),
      ...hotelSet.columns,
      itineraryStart: itineraryStart.toArray(),
      legShape: legShape.toArray(),
      legDay: legDay.toArray(),
      ...shapeColumns(),
      bucketStart: sorted.bucketStart,
    };
    const columns = assembleColumns(<K extends ColumnName>(name: K) => all[name]);
    return { meta, columns, lookups: deriveLookups(meta) };
  }

  return { addOffer, build };
}
