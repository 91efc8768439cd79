import {
  DescriptionQuerySchema,
  HotelQuerySchema,
  HotelsListQuerySchema,
  OfferUuidQuerySchema,
  VariantsQuerySchema,
  type DescriptionResponse,
  type OffersListResponse,
} from '@app/shared/offers';
import { roundOfferPrice } from '@app/shared/money';
import { RelatedOffersQuerySchema } from '@app/shared/blog';
import { PartnerImageParamsSchema } from '@app/shared/partners';
import type { Locale } from '@app/shared/locale';
import { SearchQuerySchema, type SearchCriteria } from '@app/shared/search-criteria';
import * as z from 'zod';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { localizeRecommendedRegions, type FromPrice } from '../lib/content/recommended-regions.ts';
import { listRecommendedRegionCategories } from '../lib/content/recommended-regions-table.ts';
import { getSiteConfiguration } from '../lib/content/site-configuration-table.ts';
import { env } from '../lib/env.ts';
import { ok, type GroupRoutes } from '../lib/http/create-handler.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { ApiRequest, ApiResponse } from '../lib/http/types.ts';
import { parseInput, parseQuery } from '../lib/http/validate.ts';
import { findOffer } from '../lib/offer-engine/search/offer-view.ts';
import { searchFacts } from '../lib/offer-engine/search/search-facts.ts';
import { offersForHotel, searchOffers } from '../lib/offer-engine/search/search.ts';
import { searchKey } from './answer-cache.ts';
import { presentFacts } from './facts.ts';
import { hotelsList } from './hotels-list.ts';
import { getHotel } from '../lib/db/hotels-table.ts';
import { currentSnapshot } from './offers-snapshot.ts';
import { presentHotel } from './present-hotel.ts';
import { presentList } from './present-list.ts';
import { partnerLogo, partnersList } from './partners.ts';
import { presentOffer } from './present.ts';
import { destinationCriteria } from './region-prices.ts';
import { relatedOffersCriteria } from './related-offers.ts';
import { specialOffers } from './special-offers.ts';
import { variantsOf } from './variants.ts';

const ForHotelQuerySchema = SearchQuerySchema.extend({ hotel_id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/**
 * Operators change only with a snapshot, and a day-old list or logo harms no one: browsers keep both
 * (CloudFront caches no API answer). A logo's address names no version, so it is not `immutable`
 * for good, only for a week; the list, which a new snapshot may lengthen, for a day.
 */
const PARTNERS_CACHE = 'public, max-age=86400';
const PARTNER_LOGO_HEADERS = {
  'cache-control': 'public, max-age=604800, immutable',
  'x-content-type-options': 'nosniff',
  // Opened on its own, an SVG is a document: it may style itself and do nothing else, never run a script.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
};

/** Without a departure date a search starts today: trips that already left are never offered. */
function fromToday<C extends SearchCriteria>(criteria: C, now: Date): C {
  return criteria.departure_date === undefined
    ? { ...criteria, departure_date: Math.floor(now.getTime() / 1000) }
    : criteria;
}

/**
 * Special-offer cards of a search (the special-offers list, a blog page's related offers), cached per
 * snapshot; each route keeps its own cache keys.
 */
async function specialOffersAnswer(
  route: 'special' | 'related',
  criteria: SearchCriteria,
  request: ApiRequest,
): Promise<ApiResponse> {
  const { index, lookup, answers } = await currentSnapshot();
  const body = answers.getOrCompute(searchKey(route, request.locale, criteria, request.now), () =>
    specialOffers(index, lookup, criteria, request.locale, request.now),
  );
  return ok(body, { headers: { vary: 'Accept-Language' } });
}

/** A page of `GET /offers/list`, cached per snapshot: the list, and the "from" prices taken from it. */
async function listAnswer(criteria: SearchCriteria, locale: Locale, now: Date): Promise<OffersListResponse> {
  const { index, lookup, answers } = await currentSnapshot();
  return answers.getOrCompute(searchKey('list', locale, criteria, now), () =>
    presentList(searchOffers(index, criteria, { facets: true }), lookup, locale),
  );
}

export const offersRoutes: GroupRoutes<'offers'> = {
  offersList: async (request) => {
    const criteria = fromToday(parseQuery(SearchQuerySchema, request), request.now);
    return ok(await listAnswer(criteria, request.locale, request.now), { headers: { vary: 'Accept-Language' } });
  },

  // Served here rather than with the other content: each region's "from" price is the cheapest offer
  // of its destination page's search in the snapshot being served (issue 22, decision 025).
  recommendedRegions: async (request) => {
    const [categories, configuration] = await Promise.all([
      listRecommendedRegionCategories(documentClient(), env().TABLE_NAME),
      getSiteConfiguration(documentClient(), env().TABLE_NAME),
    ]);
    const regionIds = new Set(categories.flatMap((c) => c.regions.flatMap((r) => r.region_id ?? [])));
    const prices = new Map<number, FromPrice>();
    for (const id of regionIds) {
      const criteria = destinationCriteria(id, request.now.getTime(), configuration);
      const cheapest = (await listAnswer(criteria, request.locale, request.now)).offers[0];
      if (cheapest)
        prices.set(id, {
          pln: roundOfferPrice(cheapest.price_per_person_pln),
          eur: roundOfferPrice(cheapest.price_per_person_eur),
        });
    }
    const body = localizeRecommendedRegions(categories, request.locale, (id) => prices.get(id) ?? null);
    return ok(body, { headers: { vary: 'Accept-Language' } });
  },

  offersAvailable: async (request) => {
    const { uuid } = parseQuery(OfferUuidQuerySchema, request);
    const { index } = await currentSnapshot();
    const offer = findOffer(index, uuid);
    if (!offer) throw new HttpError('offer_not_available');
    return ok({
      uuid,
      available: offer.availability !== 'NOT_AVAILABLE',
      availability: offer.availability,
      price_per_person_pln: offer.price_per_person_pln,
      price_per_person_eur: offer.price_per_person_eur,
    });
  },

  offersShowOffer: async (request) => {
    const { uuid } = parseQuery(OfferUuidQuerySchema, request);
    const { index, lookup } = await currentSnapshot();
    const offer = findOffer(index, uuid);
    if (!offer || offer.availability === 'NOT_AVAILABLE') throw new HttpError('offer_not_available');
    return ok(presentOffer(offer, lookup, request.locale));
  },

  offersForHotel: async (request) => {
    const { hotel_id, ...query } = parseQuery(ForHotelQuerySchema, request);
    const criteria = fromToday(query, request.now);
    const { index, lookup } = await currentSnapshot();
    const result = offersForHotel(index, hotel_id, criteria);
    return ok({
      offers: result.items.map((item) => presentOffer(item, lookup, request.locale)),
      total_offers: result.total_offers,
      page: result.page,
      limit: result.limit,
    });
  },

  offersShowHotel: async (request) => {
    const { id } = parseQuery(HotelQuerySchema, request);
    const [hotel, { index, lookup }] = await Promise.all([
      getHotel(documentClient(), env().TABLE_NAME, id),
      currentSnapshot(),
    ]);
    // The table keeps hotels a newer feed dropped; the page of such a hotel says it is gone, as its
    // search-engine document does (decision 028).
    if (!hotel || !index.lookups.hotelIndex.has(id)) throw new HttpError('not_found');
    return ok(presentHotel(hotel, lookup, request.locale));
  },

  offersDescription: async (request) => {
    const { id, lang } = parseQuery(DescriptionQuerySchema, request);
    const hotel = await getHotel(documentClient(), env().TABLE_NAME, id);
    if (!hotel) throw new HttpError('not_found');
    const { original_language, texts } = hotel.description;
    const wanted = !lang || lang === 'original' ? original_language : lang;
    const text = texts[wanted] ?? texts[original_language];
    if (text === undefined) throw new HttpError('not_found');
    const language = texts[wanted] === undefined ? original_language : wanted;
    const body: DescriptionResponse = { original_language, language, translated: language !== original_language, text };
    return ok(body);
  },

  offersVariants: async (request) => {
    const { uuid, ...party } = parseQuery(VariantsQuerySchema, request);
    const { index, lookup } = await currentSnapshot();
    const base = findOffer(index, uuid);
    if (!base || base.availability === 'NOT_AVAILABLE') throw new HttpError('offer_not_available');
    const variants = variantsOf(index, base, party).map((offer) => presentOffer(offer, lookup, request.locale));
    return ok({ variants }, { headers: { vary: 'Accept-Language' } });
  },

  offersFacts: async (request) => {
    const criteria = fromToday(parseQuery(SearchQuerySchema, request), request.now);
    const { index, lookup, answers } = await currentSnapshot();
    const body = answers.getOrCompute(searchKey('facts', request.locale, criteria, request.now), () =>
      presentFacts(searchFacts(index, criteria), lookup, request.locale),
    );
    return ok(body, { headers: { vary: 'Accept-Language' } });
  },

  specialOffersList: async (request) =>
    specialOffersAnswer('special', fromToday(parseQuery(SearchQuerySchema, request), request.now), request),

  blogRelatedOffers: async (request) =>
    specialOffersAnswer(
      'related',
      relatedOffersCriteria(parseQuery(RelatedOffersQuerySchema, request), request.now),
      request,
    ),

  // Brands, the same in every language: one answer for everyone, so no Vary (API-27).
  imgPartners: async () => {
    const { lookup } = await currentSnapshot();
    return ok(partnersList(lookup.reference.operators), { headers: { 'cache-control': PARTNERS_CACHE } });
  },

  imgPartner: async (request) => {
    const { code } = parseInput(PartnerImageParamsSchema, request.params, request);
    const { lookup } = await currentSnapshot();
    const logo = partnerLogo(lookup.operators, code);
    if (!logo) throw new HttpError('not_found');
    return { status: 200, raw: { contentType: 'image/svg+xml', data: logo.svg }, headers: PARTNER_LOGO_HEADERS };
  },

  offersHotelsList: async (request) => {
    const query = parseQuery(HotelsListQuerySchema, request);
    const { index, lookup } = await currentSnapshot();
    return ok(hotelsList(index, lookup, query, request.locale));
  },
};
