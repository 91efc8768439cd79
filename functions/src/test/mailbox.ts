import * as z from 'zod';

const StoredMailSchema = z.object({
  messageId: z.string(),
  from: z.string(),
  replyTo: z.array(z.string()).optional(),
  destination: z.object({ to: z.array(z.string()) }),
  subject: z.string(),
  body: z.object({ html: z.string().optional(), text: z.string().optional() }),
});
export type StoredMail = z.infer<typeof StoredMailSchema>;

/** Everything the SES stand-in at `outboxUrl` has accepted (its `GET /store`). */
export async function readMailbox(outboxUrl: string): Promise<StoredMail[]> {
  const response = await fetch(`${outboxUrl}/store`);
  return z.object({ emails: z.array(StoredMailSchema) }).parse(await response.json()).emails;
}

/** The mail the stand-in accepted for one address. */
export async function mailsTo(outboxUrl: string, address: string): Promise<StoredMail[]> {
  return (await readMailbox(outboxUrl)).filter((mail) => mail.destination.to.includes(address));
}

/** A unique, valid address per test, so parallel tests never read each other's mail. */
export function uniqueAddress(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.pl`;
}
