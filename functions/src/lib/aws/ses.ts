import { SESv2Client } from '@aws-sdk/client-sesv2';

let client: SESv2Client | undefined;
let sendingClient: SESv2Client | undefined;

export function sesClient(): SESv2Client {
  client ??= new SESv2Client({});
  return client;
}

/** A send is refused by the client after this long, well inside an outbox lease. */
export const SES_SEND_TIMEOUT_MS = 10_000;

/**
 * The client that sends e-mail, for the outbox only. SendEmail has no idempotency key, so an SDK
 * retry after a lost answer could deliver a message twice: this client makes exactly one attempt
 * and leaves retries to the outbox, which records each attempt first (decision 010).
 */
export function mailSendingClient(): SESv2Client {
  sendingClient ??= new SESv2Client({
    maxAttempts: 1,
    requestHandler: { requestTimeout: SES_SEND_TIMEOUT_MS, connectionTimeout: 3_000 },
  });
  return sendingClient;
}
