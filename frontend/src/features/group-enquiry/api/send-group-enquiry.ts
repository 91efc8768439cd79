import { useMutation } from '@tanstack/react-query';
import {
  EnquiryAcceptedResponseSchema,
  type EnquiryAcceptedResponse,
  type GroupEnquiryBody,
} from '@app/shared/enquiries';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /reservation/group_reservation (spec §7) with a JSON body. The client adds the anti-forgery
 * header; a refusal throws `ApiError` carrying the server's field messages in the visitor's language.
 */
export function sendGroupEnquiry(body: GroupEnquiryBody): Promise<EnquiryAcceptedResponse> {
  return apiClient.request(ROUTES.groupReservation, { schema: EnquiryAcceptedResponseSchema, body });
}

export function useSendGroupEnquiry() {
  return useMutation({ mutationFn: sendGroupEnquiry });
}
