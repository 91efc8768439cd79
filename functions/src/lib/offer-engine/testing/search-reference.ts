import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';
import type { SearchCriteria } from '@app/shared/search-criteria';
import { foldDiacritics } from '@app/shared/text';
import { GALLERY_IN_SNAPSHOT } from '../offer-index.ts';
import type { HotelOffers } from '../search/search.ts';
import {
  PRICE_BUCKETS,
  PRICE_BUCKET_EUR,
  type OfferView,
  type SearchFacets,
  type SearchItem,
  type SearchResult,
} from '../search/search-result.ts';

/**
 * The same search written the obvious way over plain feed rows: filter, Map, sort. It is the
 * oracle of the property test (search.test.ts), so it shares no code with the engine beyond the
 * diacritics fold and the result types, and favours clarity over speed.
 */
export interface PlainFeed {
  reference: ReferenceData;
  hotels: readonly HotelFeedRow[];
  offers: readonly OfferFeedRow[];
}

type Facet = 'board' | 'stars' | 'operator' | 'airport' | 'region' | 'accommodation' | 'facilities' | 'price';

export interface Row {
  offer: OfferFeedRow;
  hotel: HotelFeedRow | undefined;
  regionId: number | null;
  group: string;
}

const warsawIso = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isFlight = (type: string) => type === 'C1' || type === 'C2';

/** Everything about the feed that does not depend on the criteria. */
export function prepareFeed(feed: PlainFeed) {
  const regions = new Map(feed.reference.regions.map((region) => [region.id, region]));
  const pathOf = (id: number): number[] => {
    const path: number[] = [];
    for (let at = regions.get(id), steps = 0; at && steps < 32; at = regions.get(at.parent ?? 0), steps++)
      path.unshift(at.id);
    return path;
  };
  const hotels = new Map(feed.hotels.map((hotel) => [hotel.id, hotel]));
  // A destination airport lies in the deepest region shared by every hotel it serves.
  const airportPaths = new Map<string, number[]>();
  for (const offer of feed.offers) {
    const hotel = hotels.get(offer.hotel_id ?? '');
    if (!hotel || !offer.destination_airport_iata || !regions.has(hotel.region_id)) continue;
    const path = pathOf(hotel.region_id);
    const seen = airportPaths.get(offer.destination_airport_iata);
    if (!seen) airportPaths.set(offer.destination_airport_iata, path);
    else {
      let common = 0;
      while (common < seen.length && seen[common] === path[common]) common++;
      airportPaths.set(offer.destination_airport_iata, seen.slice(0, common));
    }
  }
  const rows: Row[] = [];
  for (const offer of feed.offers) {
    const hotel = hotels.get(offer.hotel_id ?? '');
    const flight = isFlight(offer.offer_type);
    if (!flight && !hotel) continue;
    const regionId = flight
      ? (airportPaths.get(offer.destination_airport_iata ?? '')?.at(-1) ?? null)
      : regions.has(hotel?.region_id ?? 0)
        ? (hotel?.region_id ?? null)
        : null;
    rows.push({
      offer,
      hotel: flight ? undefined : hotel,
      regionId,
      group: flight ? (offer.destination_airport_iata ?? '') : (hotel?.id ?? ''),
    });
  }
  return { reference: feed.reference, rows, pathOf };
}
export type PreparedFeed = ReturnType<typeof prepareFeed>;

/** Why a row is out: 'out' for a non-facet filter, else the facet filters it fails. */
function judge(feed: PreparedFeed, row: Row, criteria: SearchCriteria): 'out' | Set<Facet> {
  const { offer, hotel } = row;
  const type = criteria.offer_type;
  if (offer.offer_type !== type || offer.availability === 'NOT_AVAILABLE') return 'out';
  if (criteria.departure_date !== undefined) {
    const from = warsawIso(criteria.departure_date);
    if (offer.departure_date < from) return 'out';
    if (criteria.dates_delta !== undefined && offer.departure_date > addDays(from, criteria.dates_delta)) return 'out';
  }
  if (criteria.return_date !== undefined && offer.return_date > warsawIso(criteria.return_date)) return 'out';
  if (
    type !== 'C1' &&
    (offer.duration < (criteria.duration_min ?? 0) || offer.duration > (criteria.duration_max ?? 99))
  )
    return 'out';
  const ages = criteria.children_ages ?? [];
  const children = ages.filter((age) => age < offer.child_pricing.child_max_age).length;
  const adults = criteria.adults_number + ages.length - children;
  const o = offer.occupancy;
  if (adults < o.min_adults || adults > o.max_adults || children > o.max_children || adults + children > o.max_persons)
    return 'out';
  // Flights have no hotel stay: board, room and transfer are ignored for them (decision 022).
  const stay = !isFlight(type);
  if (stay && criteria.transfer !== undefined && offer.transfer !== (criteria.transfer === '2')) return 'out';
  const name = foldDiacritics(criteria.hotel_name?.trim() ?? '');
  if (!isFlight(type) && name !== '' && !foldDiacritics(hotel?.name ?? '').includes(name)) return 'out';

  const fails = new Set<Facet>();
  const has = <T>(list: readonly T[] | undefined, value: T | null) =>
    list === undefined || (value !== null && list.includes(value));
  if (stay && !has(criteria.boards, offer.board_id)) fails.add('board');
  if (stay && !has(criteria.accommodations, offer.accommodation_id)) fails.add('accommodation');
  if (!has(expandOperators(feed, criteria.operators), offer.operator_code)) fails.add('operator');
  if (type !== 'S' && !has(expandAirports(feed, criteria.departure_airports), offer.departure_airport_iata))
    fails.add('airport');
  if (!has(expandRegions(feed, criteria.regions), row.regionId)) fails.add('region');
  if (criteria.price_max_eur !== undefined && offer.price_per_person_eur > criteria.price_max_eur) fails.add('price');
  if (!isFlight(type) && hotel) {
    if (hotel.stars < (criteria.rating_min ?? 0)) fails.add('stars');
    if (!(criteria.facilities ?? []).every((id) => hotel.facility_ids.includes(id))) fails.add('facilities');
  }
  return fails;
}

function expandAirports(feed: PreparedFeed, iatas: readonly string[] | undefined): string[] | undefined {
  const country: Record<string, string> = { ALL_GER: 'DE', ALL_POL: 'PL' };
  return iatas?.flatMap((iata) =>
    country[iata]
      ? feed.reference.airports
          .filter((a) => a.country === country[iata] && a.role === 'departure' && !a.virtual)
          .map((a) => a.iata)
      : [iata],
  );
}

function expandOperators(feed: PreparedFeed, codes: readonly string[] | undefined): string[] | undefined {
  return codes?.flatMap((code) =>
    code === 'ALL_GER'
      ? feed.reference.operators.filter((o) => o.country === 'Niemcy' && !o.virtual).map((o) => o.code)
      : [code],
  );
}

function expandRegions(feed: PreparedFeed, ids: readonly number[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  return feed.reference.regions
    .filter((region) => feed.pathOf(region.id).some((id) => ids.includes(id)))
    .map((region) => region.id);
}

function cheaper(a: OfferFeedRow, b: OfferFeedRow): number {
  if (a.price_per_person_eur !== b.price_per_person_eur) return a.price_per_person_eur - b.price_per_person_eur;
  if (a.departure_date !== b.departure_date) return a.departure_date < b.departure_date ? -1 : 1;
  const [ua, ub] = [a.uuid.toLowerCase(), b.uuid.toLowerCase()];
  return ua < ub ? -1 : ua > ub ? 1 : 0;
}

export function viewOf(row: Row): OfferView {
  const { offer, hotel } = row;
  return {
    uuid: offer.uuid.toLowerCase(),
    offer_type: offer.offer_type,
    operator_code: offer.operator_code,
    hotel_id: hotel?.id ?? null,
    hotel_name: hotel?.name ?? null,
    region_id: row.regionId,
    city: hotel?.city ?? null,
    stars: hotel?.stars ?? null,
    rating: hotel?.reviews?.overall ?? null,
    price_per_person_eur: offer.price_per_person_eur,
    price_per_person_pln: offer.price_per_person_pln,
    days: offer.duration,
    departure_date: offer.departure_date,
    return_date: offer.return_date,
    accommodation_id: offer.accommodation_id,
    board_id: offer.board_id,
    departure_airport_iata: offer.departure_airport_iata,
    destination_airport_iata: offer.destination_airport_iata,
    availability: offer.availability,
    train_to_airport: offer.train_to_airport,
    transfer: offer.transfer,
    flights: offer.flights,
    image_urls: hotel ? hotel.gallery.slice(0, GALLERY_IN_SNAPSHOT).map((image) => image.url) : [],
  };
}

/** The rows that pass every filter of the criteria. */
export function referenceMatches(feed: PreparedFeed, criteria: SearchCriteria): Row[] {
  return feed.rows.filter((row) => {
    const verdict = judge(feed, row, criteria);
    return verdict !== 'out' && verdict.size === 0;
  });
}

export function referenceSearch(
  feed: PreparedFeed,
  criteria: SearchCriteria,
  options: { facets?: boolean } = {},
): SearchResult {
  const judged = feed.rows.map((row) => ({ row, verdict: judge(feed, row, criteria) }));
  const matching = judged.filter(({ verdict }) => verdict !== 'out' && verdict.size === 0).map(({ row }) => row);
  const groups = new Map<string, { best: Row; count: number }>();
  for (const row of matching) {
    const group = groups.get(row.group);
    if (!group) groups.set(row.group, { best: row, count: 1 });
    else {
      group.count++;
      if (cheaper(row.offer, group.best.offer) < 0) group.best = row;
    }
  }
  const primary = (row: Row) =>
    isFlight(criteria.offer_type) || criteria.sort === 'price'
      ? 0
      : criteria.sort === 'rating'
        ? (row.hotel?.reviews?.overall ?? -1)
        : (row.hotel?.stars ?? 0);
  const ordered = [...groups.entries()].sort(
    ([ka, a], [kb, b]) =>
      primary(b.best) - primary(a.best) || cheaper(a.best.offer, b.best.offer) || (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const offset = criteria.page * criteria.limit;
  const items: SearchItem[] = ordered
    .slice(offset, offset + criteria.limit)
    .map(([, g]) => ({ ...viewOf(g.best), offers_count: g.count }));
  const result: SearchResult = {
    total_hotels: groups.size,
    total_offers: matching.length,
    page: criteria.page,
    limit: criteria.limit,
    items,
  };
  if (options.facets) result.facets = referenceFacets(feed, criteria, judged);
  return result;
}

function referenceFacets(
  feed: PreparedFeed,
  criteria: SearchCriteria,
  judged: { row: Row; verdict: 'out' | Set<Facet> }[],
): SearchFacets {
  const selected = expandRegions(feed, criteria.regions);
  const countries = selected && new Set(selected.map((id) => feed.pathOf(id)[0]));
  const passing = (facet: Facet) =>
    judged.flatMap(({ row, verdict }) =>
      verdict !== 'out' && [...verdict].every((failed) => failed === facet) ? [row] : [],
    );
  const countBy = <V>(facet: Facet, values: (row: Row) => readonly V[], rows = passing(facet)) => {
    const groupsByValue = new Map<V, Set<string>>();
    for (const row of rows)
      for (const value of new Set(values(row)))
        groupsByValue.set(value, (groupsByValue.get(value) ?? new Set()).add(row.group));
    return [...groupsByValue].map(([value, set]) => ({ value, count: set.size }));
  };
  const byId = (list: { value: number; count: number }[]) =>
    list.map(({ value, count }) => ({ id: value, count })).sort((a, b) => a.id - b.id);
  const byText = (list: { value: string; count: number }[]) => list.sort((a, b) => (a.value < b.value ? -1 : 1));
  const flight = isFlight(criteria.offer_type);
  const inScope = (row: Row) => !countries || (row.regionId !== null && countries.has(feed.pathOf(row.regionId)[0]));

  const cheapest = new Map<string, number>();
  for (const row of passing('price'))
    cheapest.set(row.group, Math.min(cheapest.get(row.group) ?? Infinity, row.offer.price_per_person_eur));
  const buckets = new Map<number, number>();
  for (const price of cheapest.values()) {
    const bucket = Math.min(PRICE_BUCKETS, Math.floor(price / PRICE_BUCKET_EUR));
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return {
    boards: byId(countBy('board', (row) => (row.offer.board_id === null ? [] : [row.offer.board_id]))),
    stars: flight
      ? []
      : countBy('stars', (row) => [Math.min(5, Math.floor(row.hotel?.stars ?? 0))])
          .map(({ value, count }) => ({ stars: value, count }))
          .sort((a, b) => a.stars - b.stars),
    operators: byText(countBy('operator', (row) => [row.offer.operator_code])).map(({ value, count }) => ({
      code: value,
      count,
    })),
    departure_airports: byText(
      countBy('airport', (row) => (row.offer.departure_airport_iata ? [row.offer.departure_airport_iata] : [])),
    ).map(({ value, count }) => ({ iata: value, count })),
    regions: byId(
      countBy(
        'region',
        (row) => (row.regionId === null ? [] : feed.pathOf(row.regionId)),
        passing('region').filter(inScope),
      ),
    ),
    accommodations: byId(
      countBy('accommodation', (row) => (row.offer.accommodation_id === null ? [] : [row.offer.accommodation_id])),
    ),
    facilities: flight ? [] : byId(countBy('facilities', (row) => row.hotel?.facility_ids ?? [])),
    price_eur: [...buckets]
      .sort(([a], [b]) => a - b)
      .map(([bucket, count]) => ({ from: bucket * PRICE_BUCKET_EUR, count })),
  };
}

export function referenceOffersForHotel(feed: PreparedFeed, hotelId: string, criteria: SearchCriteria): HotelOffers {
  const open = { ...criteria, regions: undefined, hotel_name: undefined };
  const rows = feed.rows
    .filter((row) => row.hotel?.id === hotelId && !isFlight(row.offer.offer_type))
    .filter((row) => {
      const verdict = judge(feed, row, open);
      return verdict !== 'out' && verdict.size === 0;
    })
    .sort((a, b) =>
      a.offer.departure_date < b.offer.departure_date
        ? -1
        : a.offer.departure_date > b.offer.departure_date
          ? 1
          : cheaper(a.offer, b.offer),
    );
  const offset = criteria.page * criteria.limit;
  return {
    total_offers: rows.length,
    page: criteria.page,
    limit: criteria.limit,
    items: rows.slice(offset, offset + criteria.limit).map(viewOf),
  };
}
