import { ApiErrorBodySchema } from '@app/shared/api-error';
import { EnquiryAcceptedResponseSchema } from '@app/shared/enquiries';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { listEntriesOf } from '../lib/outbox/outbox-table.ts';
import { TestClient } from '../test/api-client.ts';
import { uniqueAddress } from '../test/mailbox.ts';
import { getEnquiry, listEnquiriesOfMonth } from './enquiries-table.ts';
import { getSubscriber } from './newsletter-table.ts';
import { MAIL_RATE_LIMITS } from './rate-limits.ts';

/** Every test acts as a client of its own (CloudFront passes the viewer's address). */
let clients = 0;
function visitor(): { client: TestClient; headers: Record<string, string> } {
  clients += 1;
  const address = `203.0.${Math.floor(Math.random() * 250)}.${clients}`;
  return { client: new TestClient(), headers: { 'cloudfront-viewer-address': `${address}:40000` } };
}

const consents = { data_protection: true };
const contactMessage = (email: string) => ({
  full_name: 'Anna Nowak',
  email,
  message: 'Szukamy wakacji nad morzem we wrześniu.',
  consents,
});

/** Enquiries of this month and the last one that carry `email`: nothing may be stored for a refused request. */
async function storedFor(email: string): Promise<unknown[]> {
  const now = new Date();
  const months = [now, new Date(now.getTime() - 31 * 86_400_000)].map((d) => d.toISOString().slice(0, 7));
  const found: unknown[] = [];
  for (const month of months) {
    const enquiries = await listEnquiriesOfMonth(documentClient(), env().TABLE_NAME, month, 1000);
    found.push(...enquiries.filter((e) => JSON.stringify(e.data).includes(email)));
  }
  return found;
}

async function errorOf(response: Response) {
  return ApiErrorBodySchema.parse(await response.json()).error;
}

describe('enquiry endpoints: validation (VAL-01..08, VAL-11/12, OPEN-08)', () => {
  it('store a valid enquiry with its e-mails pending in the outbox (201 + reference number)', async () => {
    const { client, headers } = visitor();
    const email = uniqueAddress('stored');
    const response = await client.send('POST', '/contact/send_message', contactMessage(email), headers);
    expect(response.status).toBe(201);
    const { reference_id } = EnquiryAcceptedResponseSchema.parse(await response.json());
    const enquiry = await getEnquiry(documentClient(), env().TABLE_NAME, reference_id);
    expect(enquiry).toMatchObject({ kind: 'contact_message', data: { email, full_name: 'Anna Nowak' } });
    expect(enquiry?.emails).toMatchObject({
      acknowledgement: { status: 'pending' },
      office: { status: 'pending' },
    });
    const entries = await listEntriesOf(documentClient(), env().TABLE_NAME, `ENQUIRY#${reference_id}`);
    expect(entries.map((e) => [e.name, e.to, e.status])).toEqual([
      ['acknowledgement', [email], 'pending'],
      ['office', ['office@demo-travel.pl'], 'pending'],
    ]);
  });

  it.each([
    ['malformed JSON', '/contact/send_message', '{"email":'],
    ['a body that is no object', '/contact/contact_me', '"hello"'],
    ['no body at all', '/offers/send_on_email', undefined],
  ])('answer 400 to %s', async (_, path, body) => {
    const { client, headers } = visitor();
    const token = await client.fetchCsrf();
    const response = await client.request(path, {
      method: 'POST',
      ...(body === undefined ? {} : { body }),
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...headers },
    });
    expect(response.status).toBe(400);
  });

  it('answer 400 naming each wrong field, in the visitor language, and store nothing', async () => {
    const email = uniqueAddress('invalid');
    const { client, headers } = visitor();
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        '/contact/contact_me',
        { email: 42, phone: 600100200, offerLink: 'nope' },
        { email: 'Nieprawidłowa wartość', phone: 'Nieprawidłowa wartość', offerLink: 'Niedozwolona wartość' },
      ],
      [
        '/contact/send_message',
        { ...contactMessage(email), full_name: 'Al', message: 'x'.repeat(2001), consents: {} },
        {
          full_name: 'Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)',
          message: 'Wiadomość musi mieć od 3 do 2000 znaków',
          'consents.data_protection': 'Zgoda jest wymagana, by kontynuować',
        },
      ],
      [
        '/contact/send_message',
        { ...contactMessage(email), full_name: 'Jan Kowalski2', number_of_people: '4', phone: '12' },
        {
          full_name: 'Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)',
          number_of_people: 'Nieprawidłowa wartość',
          phone: 'Podaj numer telefonu (od 7 do 15 cyfr)',
        },
      ],
      [
        '/offers/ask_for_offer',
        { ...contactMessage(email), phone: '600100200', offer_uuid: 'not-a-uuid', admin: true },
        { offer_uuid: 'Niedozwolona wartość', admin: 'Nieznane pole' },
      ],
      [
        '/offers/send_on_email',
        { offer_uuid: '00000000-0000-4000-8000-000000000001', email: 'zażółć@example.pl' },
        { email: 'Podaj poprawny adres e-mail (bez polskich znaków)' },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const response = await client.send('POST', path, body, headers);
      expect(response.status, path).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual(fields);
    }
    const english = await client.send(
      'POST',
      '/contact/contact_me',
      { email, phone: '1' },
      {
        ...headers,
        'accept-language': 'en',
      },
    );
    expect((await errorOf(english)).fields).toEqual({ phone: 'Enter a phone number with 7 to 15 digits' });
    expect(await storedFor(email)).toEqual([]);
  });

  it('refuse header injection (CR/LF in name or e-mail) with 400 and store nothing', async () => {
    const email = uniqueAddress('inject');
    const { client, headers } = visitor();
    const attempts = [
      ['/contact/send_message', { ...contactMessage(email), full_name: 'Anna\r\nBcc: victim@example.pl' }, 'full_name'],
      ['/contact/send_message', { ...contactMessage(email), email: `${email}\r\nBcc: victim@example.pl` }, 'email'],
      ['/contact/contact_me', { email: `${email}\nCc: victim@example.pl`, phone: '600100200' }, 'email'],
      [
        '/offers/send_on_email',
        { offer_uuid: '00000000-0000-4000-8000-000000000001', email, sender_name: 'Anna\r\nSubject: win' },
        'sender_name',
      ],
    ] as const;
    for (const [path, body, field] of attempts) {
      const response = await client.send('POST', path, body, headers);
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual([field]);
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it('refuse an oversized message with 400 (above 2000 characters) or 413 (above 1 MB), storing nothing', async () => {
    const email = uniqueAddress('big');
    const { client, headers } = visitor();
    const long = await client.send(
      'POST',
      '/contact/send_message',
      { ...contactMessage(email), message: 'x'.repeat(50_000) },
      headers,
    );
    expect(long.status).toBe(400);
    const huge = await client.send(
      'POST',
      '/contact/send_message',
      { ...contactMessage(email), message: 'x'.repeat(1_100_000) },
      headers,
    );
    expect(huge.status).toBe(413);
    expect(await storedFor(email)).toEqual([]);
  });

  it('answer an invalid newsletter e-mail with the invalid_email_message text itself (NEWS-04, NEWS-07)', async () => {
    const { client, headers } = visitor();
    for (const query of ['?newsletter%5Bemail%5D=zaz%C3%B3%C5%82%C4%87%40x.pl', '', '?newsletter%5Bemail%5D=a%40b.c']) {
      const response = await client.send('POST', `/newsletter/sign_up${query}`, undefined, headers);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_email');
      expect(error.message).toBe('Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.');
    }
    const german = await client.send('POST', '/newsletter/sign_up?newsletter%5Bemail%5D=x', undefined, {
      ...headers,
      'accept-language': 'de',
    });
    expect((await errorOf(german)).message).toMatch(/^Geben Sie eine gültige E-Mail-Adresse/);
  });

  it('accept a repeated newsletter sign-up without a second record (202 both times)', async () => {
    const { client, headers } = visitor();
    const email = uniqueAddress('news');
    const path = (address: string) => `/newsletter/sign_up?newsletter%5Bemail%5D=${encodeURIComponent(address)}`;
    const first = await client.send('POST', path(email), undefined, headers);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: true });
    const again = await client.send('POST', path(email.toUpperCase()), undefined, headers);
    expect(again.status).toBe(202);
    const subscriber = await getSubscriber(documentClient(), env().TABLE_NAME, email);
    expect(subscriber).toMatchObject({ email, status: 'pending' });
  });

  it('refuse a wrong confirmation token', async () => {
    const { client, headers } = visitor();
    const response = await client.send(
      'POST',
      '/newsletter/add_email_to_newsletter_db',
      { email: uniqueAddress('nobody'), token: 'A'.repeat(43) },
      headers,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('newsletter_token_invalid');
  });

  it('need the CSRF header and POST', async () => {
    const email = uniqueAddress('csrf');
    const client = new TestClient();
    await client.fetchCsrf();
    const noHeader = await client.request('/contact/contact_me', {
      method: 'POST',
      json: { email, phone: '600100200' },
    });
    expect(noHeader.status).toBe(403);
    const get = await client.request('/offers/ask_for_offer');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await storedFor(email)).toEqual([]);
  });
});

describe('enquiry endpoints: rate limits', () => {
  it('answer 429 with Retry-After once one client passes its limit (20 rapid requests)', async () => {
    const { client, headers } = visitor();
    await client.fetchCsrf();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.send('POST', '/contact/contact_me', { email: uniqueAddress(`burst-${i}`), phone: '600100200' }, headers),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAIL_RATE_LIMITS.client.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAIL_RATE_LIMITS.client.limit);
    const refused = responses.find((r) => r.status === 429);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(2 * MAIL_RATE_LIMITS.client.windowSeconds);
    const error = await errorOf(refused ?? new Response('{}'));
    expect(error.code).toBe('too_many_messages');
    expect(error.message).toBe(`Wysłano zbyt wiele wiadomości. Spróbuj ponownie za ${Math.ceil(retryAfter / 60)} min.`);

    // The limit counts this client only; the others are still served.
    const other = visitor();
    const fine = await other.client.send(
      'POST',
      '/contact/contact_me',
      { email: uniqueAddress('other'), phone: '600100200' },
      other.headers,
    );
    expect(fine.status).toBe(201);
    const english = await client.send(
      'POST',
      '/contact/contact_me',
      { email: uniqueAddress('en'), phone: '600100200' },
      {
        ...headers,
        'accept-language': 'en',
      },
    );
    expect((await errorOf(english)).message).toMatch(
      /^Too many messages have been sent\. Please try again in \d+ min\.$/,
    );
  });

  it('limit the e-mails one address receives, whoever sends them', async () => {
    const victim = uniqueAddress('victim');
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_RATE_LIMITS.recipient.limit; i++) {
      const { client, headers } = visitor();
      statuses.push(
        (await client.send('POST', '/contact/contact_me', { email: victim, phone: '600100200' }, headers)).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(MAIL_RATE_LIMITS.recipient.limit).fill(201), 429]);
    expect(await storedFor(victim)).toHaveLength(MAIL_RATE_LIMITS.recipient.limit);
  });

  it("answer a client over its limit with the client's limit, without using up the recipient's", async () => {
    const flooder = visitor();
    const victim = uniqueAddress('flooded');
    const contact = (email: string, from = visitor()) =>
      from.client.send('POST', '/contact/contact_me', { email, phone: '600100200' }, from.headers);
    // The client's Retry-After stays within two of its windows; the recipient's is over 20 minutes.
    const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));
    const clientLimited = 2 * MAIL_RATE_LIMITS.client.windowSeconds;

    for (let i = 0; i < MAIL_RATE_LIMITS.client.limit; i++) {
      expect((await contact(uniqueAddress(`flood-${i}`), flooder)).status).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      const refused = await contact(victim, flooder);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeLessThanOrEqual(clientLimited);
    }

    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_RATE_LIMITS.recipient.limit; i++) statuses.push((await contact(victim)).status);
    expect(statuses).toEqual([...Array<number>(MAIL_RATE_LIMITS.recipient.limit).fill(201), 429]);

    const both = await contact(victim, flooder);
    expect(both.status).toBe(429);
    expect(retryAfter(both)).toBeLessThanOrEqual(clientLimited);
    const recipientOnly = await contact(victim);
    expect(retryAfter(recipientOnly)).toBeGreaterThan(clientLimited);
  });
});
