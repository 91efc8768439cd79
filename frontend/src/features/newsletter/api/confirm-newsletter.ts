import { useMutation } from '@tanstack/react-query';
import {
  NewsletterConfirmResponseSchema,
  type NewsletterConfirmBody,
  type NewsletterConfirmResponse,
} from '@app/shared/newsletter';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /newsletter/add_email_to_newsletter_db` with the e-mail and token of the confirmation link (API-34). */
export function confirmNewsletter(body: NewsletterConfirmBody): Promise<NewsletterConfirmResponse> {
  return apiClient.request(ROUTES.newsletterConfirm, { schema: NewsletterConfirmResponseSchema, body });
}

export function useNewsletterConfirm() {
  return useMutation({ mutationFn: confirmNewsletter });
}
