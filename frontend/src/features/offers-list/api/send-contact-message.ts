import { useMutation } from '@tanstack/react-query';
import {
  EnquiryAcceptedResponseSchema,
  type ContactMessageBody,
  type EnquiryAcceptedResponse,
} from '@app/shared/enquiries';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /contact/send_message (spec §7): the contact enquiry of the no-offers state. The client adds
 * the anti-forgery header; a refusal throws `ApiError` with the server's localized field messages.
 */
export function sendContactMessage(body: ContactMessageBody): Promise<EnquiryAcceptedResponse> {
  return apiClient.request(ROUTES.contactSendMessage, { schema: EnquiryAcceptedResponseSchema, body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
