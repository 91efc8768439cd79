import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser, type SignInBody } from '@app/shared/auth';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

/** The server sets the HttpOnly session cookies and answers with the user. */
export function signIn(body: SignInBody): Promise<AdminUser> {
  return apiClient.request(ROUTES.adminSignIn, { schema: AdminUserSchema, body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The admin shell's guard then finds the user without asking again.
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}
