import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './get-me.ts';

/** 204: the server revokes the refresh token and clears the session cookies. */
export function signOut(): Promise<undefined> {
  return apiClient.request(ROUTES.adminSignOut, { schema: z.undefined() });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
