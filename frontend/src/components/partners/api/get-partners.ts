import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartnersResponseSchema, type PartnersResponse } from '@app/shared/partners';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /img/partners (API-27): the tour operators and their logos. Brands: the same in every language. */
export function getPartners({ signal }: { signal?: AbortSignal } = {}): Promise<PartnersResponse> {
  return apiClient.request(ROUTES.imgPartners, { schema: PartnersResponseSchema, signal });
}

/** Operators change only with an offer import; no language in the key, since the answer has none. */
export function partnersQueryOptions() {
  return queryOptions({
    queryKey: ['partners'],
    queryFn: ({ signal }) => getPartners({ signal }),
    staleTime: 60 * 60_000,
  });
}

export function usePartners({ enabled }: { enabled: boolean }) {
  return useQuery({ ...partnersQueryOptions(), enabled });
}
