import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@app/shared/routes';
import { SiteConfigurationResponseSchema, type SiteConfiguration } from '@app/shared/site-configuration';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /content/site_configuration (spec §3): the offset and length of the SEO dates. */
export function getSiteConfiguration({ signal }: { signal?: AbortSignal } = {}): Promise<SiteConfiguration> {
  return apiClient.request(ROUTES.siteConfiguration, { schema: SiteConfigurationResponseSchema, signal });
}

/** Changes only when the office edits it: kept for the visit. */
export function siteConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['site-configuration'],
    queryFn: ({ signal }) => getSiteConfiguration({ signal }),
    staleTime: 60 * 60_000,
  });
}

export function useSiteConfiguration({ enabled }: { enabled: boolean }) {
  return useQuery({ ...siteConfigurationQueryOptions(), enabled });
}
