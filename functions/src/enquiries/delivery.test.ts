import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnquiryAcceptedResponseSchema } from '@app/shared/enquiries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { mailSendingClient } from '../lib/aws/ses.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { deliverDueEmails } from '../lib/outbox/deliver-due-emails.ts';
import { listEntriesOf } from '../lib/outbox/outbox-table.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { TEST_REFERENCE, hotel, offer, testUuid } from '../lib/offer-engine/testing/test-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';
import { handler as outboxSender } from '../outbox-sender/handler.ts';
import { TestClient } from '../test/api-client.ts';
import { mailsTo, readMailbox, uniqueAddress } from '../test/mailbox.ts';
import { getEnquiry } from './enquiries-table.ts';
import { getSubscriber } from './newsletter-table.ts';

/**
 * The whole path of a form: HTTP → enquiries Lambda → table + outbox → sender → SES stand-in.
 * This file runs a stack of its own, because it publishes offers (the shared stack must start
 * without any) and stops SES (which would fail other files' sends).
 */
let stack: LocalStack;
let feedDir: string;
const hotelOffer = testUuid(70_001);
const OFFICE = 'office@demo-travel.pl';
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  feedDir = mkdtempSync(join(tmpdir(), 'enquiry-feed-'));
  writeFileSync(join(feedDir, 'reference.json'), JSON.stringify(TEST_REFERENCE));
  writeFileSync(join(feedDir, 'hotels.jsonl'), `${JSON.stringify(hotel({ id: 'h1', name: 'Hotel Sol Palma' }))}\n`);
  const departure = `${nextYear}-07-10`;
  writeFileSync(
    join(feedDir, 'offers.jsonl'),
    `${JSON.stringify(offer({ uuid: hotelOffer, departure_date: departure, return_date: `${nextYear}-07-17` }))}\n`,
  );
  const targets = {
    db: documentClient(),
    s3: s3Client(),
    tableName: env().TABLE_NAME,
    bucket: env().SNAPSHOTS_BUCKET,
    mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
  };
  await importFeed(feedDir, targets, { maxRejectedShare: 0, now: new Date() });
}, 120_000);

afterAll(async () => {
  rmSync(feedDir, { recursive: true, force: true });
  await stack?.stop();
});

let clients = 0;
function visitor(locale = 'pl'): { client: TestClient; headers: Record<string, string> } {
  clients += 1;
  return {
    client: new TestClient(stack.url),
    headers: { 'cloudfront-viewer-address': `198.51.100.${clients}:50000`, 'accept-language': locale },
  };
}

const consents = { data_protection: true };

/** Posts every form once, each to its own address; answers the addresses and reference numbers. */
async function postEveryForm(label: string) {
  const address = (form: string) => uniqueAddress(`${label}-${form}`);
  const to = {
    contactMe: address('me'),
    message: address('msg'),
    question: address('ask'),
    friend: address('friend'),
    newsletter: address('news'),
  };
  const forms: [string, unknown][] = [
    ['/contact/contact_me', { email: to.contactMe, phone: '+48 600 100 200', offerLink: `${stack.url}/hotel/x?id=h1` }],
    [
      '/contact/send_message',
      { full_name: 'Anna Nowak', email: to.message, message: 'Szukamy wakacji we wrześniu.', consents },
    ],
    [
      '/offers/ask_for_offer',
      {
        full_name: 'Jan Kowalski',
        email: to.question,
        phone: '600100200',
        message: 'Czy jest pokój z widokiem na morze?',
        offer_uuid: hotelOffer,
        consents,
      },
    ],
    ['/offers/send_on_email', { offer_uuid: hotelOffer, email: to.friend, sender_name: 'Anna' }],
    [`/newsletter/sign_up?newsletter%5Bemail%5D=${encodeURIComponent(to.newsletter)}`, undefined],
  ];
  const references: string[] = [];
  for (const [path, body] of forms) {
    const { client, headers } = visitor();
    const response = await client.send('POST', path, body, headers);
    expect(response.status, path).toBe(path.startsWith('/newsletter') ? 202 : 201);
    if (response.status === 201)
      references.push(EnquiryAcceptedResponseSchema.parse(await response.json()).reference_id);
  }
  return { to, references };
}

async function officeMailsAbout(reference: string) {
  return (await mailsTo(stack.outboxUrl, OFFICE)).filter((mail) => mail.subject.includes(`[${reference}]`));
}

describe('forms → outbox → SES (own local stack)', () => {
  it('store each form and deliver its e-mails: acknowledgement, office notification, offer, confirmation', async () => {
    const { to, references } = await postEveryForm('happy');
    for (const reference of references) {
      const enquiry = await getEnquiry(documentClient(), env().TABLE_NAME, reference);
      expect(Object.values(enquiry?.emails ?? {}).map((e) => e.status)).not.toContain('sent');
    }

    const report = await outboxSender({});
    expect(report.sent).toBeGreaterThanOrEqual(8);

    const [me, message, question, friend, newsletter] = await Promise.all(
      [to.contactMe, to.message, to.question, to.friend, to.newsletter].map((address) =>
        mailsTo(stack.outboxUrl, address),
      ),
    );
    expect(me?.map((m) => m.subject)).toEqual(['Oddzwonimy do Ciebie – Wakacje z Niemiec']);
    expect(me?.[0]?.body.text).toContain(`${stack.url}/hotel/x?id=h1`);
    expect(message?.map((m) => m.subject)).toEqual(['Otrzymaliśmy Twoją wiadomość – Wakacje z Niemiec']);
    expect(question?.map((m) => m.subject)).toEqual(['Pytanie o ofertę: Hotel Sol Palma – Wakacje z Niemiec']);
    expect(question?.[0]?.body.text).toContain(`${stack.url}/hotel/hotel-sol-palma?id=h1&offer_type=A`);
    expect(friend?.map((m) => m.subject)).toEqual(['Anna poleca Ci ofertę: Hotel Sol Palma']);
    expect(newsletter?.map((m) => m.subject)).toEqual(['Potwierdź zapis do newslettera – Wakacje z Niemiec']);

    // The office hears of enquiries, with Reply-To set to the visitor; not of offers sent to friends.
    const [meRef, messageRef, questionRef, friendRef] = references as [string, string, string, string];
    expect((await officeMailsAbout(meRef)).map((m) => m.replyTo)).toEqual([[to.contactMe]]);
    expect(await officeMailsAbout(messageRef)).toHaveLength(1);
    expect((await officeMailsAbout(questionRef))[0]?.subject).toMatch(
      /^Nowe zgłoszenie: Pytanie o ofertę – Jan Kowalski/,
    );
    expect(await officeMailsAbout(friendRef)).toEqual([]);

    // Each record now shows its e-mails as sent, and the messages carry the SES MessageId.
    const enquiry = await getEnquiry(documentClient(), env().TABLE_NAME, questionRef);
    expect(enquiry?.emails).toMatchObject({ acknowledgement: { status: 'sent' }, office: { status: 'sent' } });
    const entries = await listEntriesOf(documentClient(), env().TABLE_NAME, `ENQUIRY#${questionRef}`);
    expect(entries.map((e) => e.messageId)).toEqual(
      expect.arrayContaining([question?.[0]?.messageId, (await officeMailsAbout(questionRef))[0]?.messageId]),
    );

    // A second run finds nothing to send: no e-mail goes out twice.
    const before = (await readMailbox(stack.outboxUrl)).length;
    expect(await outboxSender({})).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await readMailbox(stack.outboxUrl)).length).toBe(before);
  });

  it('answers 404 with the spec text for an offer that is gone, and stores nothing', async () => {
    const { client, headers } = visitor();
    const email = uniqueAddress('gone');
    const response = await client.send(
      'POST',
      '/offers/send_on_email',
      { offer_uuid: testUuid(99_999), email },
      headers,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: 'offer_not_available',
        message: 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.',
      },
    });
    await outboxSender({});
    expect(await mailsTo(stack.outboxUrl, email)).toEqual([]);
  });

  it('with SES stopped stores every form and keeps its e-mails pending; all arrive once SES is back', async () => {
    await stack.standIns.ses.stop();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let posted: Awaited<ReturnType<typeof postEveryForm>>;
    try {
      posted = await postEveryForm('outage');
      const report = await outboxSender({});
      // Each failed attempt is logged by key and error only: no address reaches the logs.
      const logged = warnings.mock.calls.map((call) => String(call[0]));
      expect(logged.filter((line) => line.includes('e-mail not sent')).length).toBe(report.retried);
      for (const address of Object.values(posted.to)) expect(logged.join('\n')).not.toContain(address);
      expect(report).toMatchObject({ sent: 0, failed: 0 });
      expect(report.retried).toBeGreaterThanOrEqual(8);
      for (const reference of posted.references) {
        const entries = await listEntriesOf(documentClient(), env().TABLE_NAME, `ENQUIRY#${reference}`);
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries) {
          expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
          expect(entry.lastError).toMatch(/ECONNREFUSED/);
        }
      }
      expect((await getSubscriber(documentClient(), env().TABLE_NAME, posted.to.newsletter))?.status).toBe('pending');
    } finally {
      warnings.mockRestore();
      await stack.standIns.ses.start();
    }
    for (const address of Object.values(posted.to)) expect(await mailsTo(stack.outboxUrl, address)).toEqual([]);

    // The retry is due within the back-off; the sender's clock is moved on instead of waiting.
    const back = await deliverDueEmails({
      db: documentClient(),
      ses: mailSendingClient(),
      tableName: env().TABLE_NAME,
      sender: { from: env().MAIL_FROM },
      now: () => new Date(Date.now() + 3_600_000),
    });
    expect(back.sent).toBeGreaterThanOrEqual(8);
    for (const address of Object.values(posted.to)) expect(await mailsTo(stack.outboxUrl, address)).toHaveLength(1);
    for (const reference of posted.references.slice(0, 3)) expect(await officeMailsAbout(reference)).toHaveLength(1);
    for (const reference of posted.references) {
      const entries = await listEntriesOf(documentClient(), env().TABLE_NAME, `ENQUIRY#${reference}`);
      for (const entry of entries) expect(entry).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });

  it('confirms a newsletter sign-up with the link from its e-mail (API-34); signing up again sends nothing', async () => {
    const email = uniqueAddress('confirm');
    const { client, headers } = visitor('en');
    const signUp = () =>
      client.send('POST', `/newsletter/sign_up?newsletter%5Bemail%5D=${encodeURIComponent(email)}`, undefined, headers);
    expect((await signUp()).status).toBe(202);
    await outboxSender({});
    const [mail] = await mailsTo(stack.outboxUrl, email);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription – Wakacje z Niemiec');
    const link = new URL(/https?:\/\/\S+potwierdz-newsletter\S+/.exec(mail?.body.text ?? '')?.[0] ?? '');
    const token = link.searchParams.get('token') ?? '';

    const wrong = await client.send(
      'POST',
      '/newsletter/add_email_to_newsletter_db',
      { email, token: 'x'.repeat(43) },
      headers,
    );
    expect(wrong.status).toBe(400);
    const confirm = await client.send('POST', '/newsletter/add_email_to_newsletter_db', { email, token }, headers);
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ subscribed: true });
    expect(await getSubscriber(documentClient(), env().TABLE_NAME, email)).toMatchObject({ status: 'confirmed' });
    // The same link again is fine.
    expect(
      (await client.send('POST', '/newsletter/add_email_to_newsletter_db', { email, token }, headers)).status,
    ).toBe(200);

    expect((await signUp()).status).toBe(202);
    await outboxSender({});
    expect(await mailsTo(stack.outboxUrl, email)).toHaveLength(1);
  });
});
