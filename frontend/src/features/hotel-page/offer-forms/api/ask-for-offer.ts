import { useMutation } from '@tanstack/react-query';
import {
  EnquiryAcceptedResponseSchema,
  type AskForOfferBody,
  type EnquiryAcceptedResponse,
} from '@app/shared/enquiries';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * POST /offers/ask_for_offer (spec §7, API-37, ASK-02) with a JSON body: a question about one offer.
 * The client adds the anti-forgery header; a refusal throws `ApiError` with the server's localized
 * field messages, a gone offer the spec's "oferta nie jest już dostępna" (404).
 */
export function askForOffer(body: AskForOfferBody): Promise<EnquiryAcceptedResponse> {
  return apiClient.request(ROUTES.offersAskForOffer, { schema: EnquiryAcceptedResponseSchema, body });
}

export function useAskForOffer() {
  return useMutation({ mutationFn: askForOffer });
}
