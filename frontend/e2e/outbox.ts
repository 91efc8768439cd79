import { expect } from '@playwright/test';

/** The SES stand-in of the stack under test (playwright.config.ts starts it on this port). */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const OUTBOX = `http://127.0.0.1:${Number(process.env.E2E_OUTBOX_PORT ?? PORT + 1000)}`;

export interface SentMail {
  readonly subject: string;
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly html?: string; readonly text?: string };
}

/**
 * Waits until the outbox has sent a mail to `to` (the stack sends queued mail every 2 s) and returns
 * it: the proof that a form's message was stored and left the site, not only that the page said so.
 */
export async function mailTo(to: string, timeoutMs = 15_000): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const store = (await (await fetch(`${OUTBOX}/store`)).json()) as { emails: SentMail[] };
        found = store.emails.find((mail) => mail.destination.to.some((address) => address.includes(to)));
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `a mail to ${to} in the outbox` },
    )
    .toBe(true);
  return found as SentMail;
}
