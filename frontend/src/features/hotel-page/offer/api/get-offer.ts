import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import {
  OfferAvailabilitySchema,
  OfferSummarySchema,
  VariantsResponseSchema,
  type OfferAvailability,
  type OfferSummary,
} from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { localeAtom } from '../../../../lib/intl/locale-atom.ts';
import { shouldRetry } from '../../../../lib/query-client.ts';
import { OFFERS_LIST_STALE_MS } from '../../../../api/offers-list-url.ts';

/** GET /offers/show_offer (spec §7): one offer as the list shows it; 404 when it is gone. */
export function getOffer(uuid: string, { signal }: { signal?: AbortSignal } = {}): Promise<OfferSummary> {
  return apiClient.request(ROUTES.offersShowOffer, {
    schema: OfferSummarySchema,
    query: toQueryString([['uuid', uuid]]),
    signal,
  });
}

/** GET /offers/available (API-13): whether the offer can still be booked, and its price now. */
export function getOfferAvailability(
  uuid: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OfferAvailability> {
  return apiClient.request(ROUTES.offersAvailable, {
    schema: OfferAvailabilitySchema,
    query: toQueryString([['uuid', uuid]]),
    signal,
  });
}

/** The party a price is asked for: the search's adults and children's ages, as the API spells them. */
export interface PartyQuery {
  readonly adults_number?: string;
  readonly children_ages?: string;
}

/** GET /offers/variants: other rooms and boards of the same hotel on the same dates, for the party. */
export function getOfferVariants(
  uuid: string,
  party: PartyQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OfferSummary[]> {
  const pairs: [string, string][] = [['uuid', uuid]];
  if (party.adults_number) pairs.push(['adults_number', party.adults_number]);
  if (party.children_ages) pairs.push(['children_ages', party.children_ages]);
  return apiClient
    .request(ROUTES.offersVariants, { schema: VariantsResponseSchema, query: toQueryString(pairs), signal })
    .then((answer) => answer.variants);
}

/** An offer not found is gone for good: asking again only delays the notice. */
const retryUnlessGone = (failureCount: number, error: unknown) => failureCount < 1 && shouldRetry(failureCount, error);

export function offerQueryOptions(locale: Locale, uuid: string) {
  return queryOptions({
    queryKey: ['offer', locale, uuid],
    queryFn: ({ signal }) => getOffer(uuid, { signal }),
    staleTime: OFFERS_LIST_STALE_MS,
    retry: retryUnlessGone,
  });
}

/** Availability is asked afresh each time the visitor is about to act (issue 14): a short life. */
const AVAILABILITY_STALE_MS = 30_000;

export function offerAvailabilityQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['offer-available', uuid],
    queryFn: ({ signal }) => getOfferAvailability(uuid, { signal }),
    staleTime: AVAILABILITY_STALE_MS,
    retry: retryUnlessGone,
  });
}

export function useOffer(uuid: string | undefined) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...offerQueryOptions(locale, uuid ?? ''), enabled: uuid !== undefined });
}

export function useOfferAvailability(uuid: string | undefined) {
  return useQuery({ ...offerAvailabilityQueryOptions(uuid ?? ''), enabled: uuid !== undefined });
}

export function useOfferVariants(uuid: string | undefined, party: PartyQuery) {
  const locale = useAtomValue(localeAtom);
  return useQuery({
    queryKey: ['offer-variants', locale, uuid, party.adults_number ?? '', party.children_ages ?? ''],
    queryFn: ({ signal }) => getOfferVariants(uuid ?? '', party, { signal }),
    staleTime: OFFERS_LIST_STALE_MS,
    retry: retryUnlessGone,
    enabled: uuid !== undefined,
  });
}
