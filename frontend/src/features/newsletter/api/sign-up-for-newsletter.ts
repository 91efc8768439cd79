import { useMutation } from '@tanstack/react-query';
import {
  NEWSLETTER_EMAIL_PARAM,
  NewsletterSignUpResponseSchema,
  type NewsletterSignUpResponse,
} from '@app/shared/newsletter';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST /newsletter/sign_up` with the address in the query parameter `newsletter[email]` (spec §7);
 * the client adds the anti-forgery header. A failure throws `ApiError` with the server's message.
 */
export function signUpForNewsletter(email: string): Promise<NewsletterSignUpResponse> {
  return apiClient.request(ROUTES.newsletterSignUp, {
    schema: NewsletterSignUpResponseSchema,
    query: toQueryString([[NEWSLETTER_EMAIL_PARAM, email]]),
  });
}

export function useNewsletterSignUp() {
  return useMutation({ mutationFn: signUpForNewsletter });
}
