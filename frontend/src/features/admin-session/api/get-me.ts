import { queryOptions } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@app/shared/auth';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';

export const ADMIN_QUERY_KEY = ['admin'] as const;

/** Who is signed in; 401 when nobody is. The server decides every permission on each call. */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUser> {
  return apiClient.request(ROUTES.adminMe, { schema: AdminUserSchema, signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'me'],
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 30_000,
    retry: false,
  });
}
