import { useMutation } from '@tanstack/react-query';
import { EnquiryAcceptedResponseSchema, type ContactMeBody, type EnquiryAcceptedResponse } from '@app/shared/enquiries';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * POST /contact/contact_me (spec §7, API-35) with the body fields email, phone, offerLink: a
 * call-back request. The client adds the anti-forgery header; a refusal throws `ApiError` with the
 * server's localized field messages.
 */
export function contactMe(body: ContactMeBody): Promise<EnquiryAcceptedResponse> {
  return apiClient.request(ROUTES.contactMe, { schema: EnquiryAcceptedResponseSchema, body });
}

export function useContactMe() {
  return useMutation({ mutationFn: contactMe });
}
