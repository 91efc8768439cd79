import { useMutation } from '@tanstack/react-query';
import {
  EnquiryAcceptedResponseSchema,
  type EnquiryAcceptedResponse,
  type SendOfferByEmailBody,
} from '@app/shared/enquiries';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * POST /offers/send_on_email (spec §7, API-38) with a JSON body: the offer goes to the address given
 * (VAL-28). The client adds the anti-forgery header; a refusal throws `ApiError` with the server's
 * localized field messages.
 */
export function sendOfferByEmail(body: SendOfferByEmailBody): Promise<EnquiryAcceptedResponse> {
  return apiClient.request(ROUTES.offersSendOnEmail, { schema: EnquiryAcceptedResponseSchema, body });
}

export function useSendOfferByEmail() {
  return useMutation({ mutationFn: sendOfferByEmail });
}
