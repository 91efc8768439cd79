import { ApiErrorBodySchema } from '@app/shared/api-error';
import { EnquiryAcceptedResponseSchema } from '@app/shared/enquiries';
import { addDays, todayIso } from '@app/shared/search-form/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { handler as outboxSender } from '../outbox-sender/handler.ts';
import { TestClient } from '../test/api-client.ts';
import { mailsTo, uniqueAddress } from '../test/mailbox.ts';
import { getEnquiry, listEnquiriesOfMonth } from './enquiries-table.ts';

/**
 * POST /reservation/group_reservation over HTTP, through the outbox to the SES stand-in (GROUP-04,
 * GROUP-05, API-30). A stack of its own: running the outbox sender on the shared stack would send
 * other files' e-mails while they check them pending.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

let clients = 0;
function visitor(locale = 'pl') {
  clients += 1;
  return {
    client: new TestClient(stack.url),
    headers: { 'cloudfront-viewer-address': `198.51.100.${clients}:50000`, 'accept-language': locale },
  };
}

const today = todayIso(Date.now(), 'Europe/Warsaw');
const enquiry = (email: string) => ({
  destination: 'Majorka',
  regions: [11],
  date_from: addDays(today, 30),
  date_to: addDays(today, 37),
  price_max_eur: 900,
  participants: 24,
  transport: 'flight',
  departure_place: 'Poznań',
  comment: 'Drużyna juniorów z trenerami.',
  email,
  club: 'KS Warta',
  consents: { data_protection: true },
});

async function storedFor(email: string): Promise<unknown[]> {
  const month = new Date().toISOString().slice(0, 7);
  const enquiries = await listEnquiriesOfMonth(documentClient(), env().TABLE_NAME, month, 1000);
  return enquiries.filter((e) => JSON.stringify(e.data).includes(email));
}

describe('POST /reservation/group_reservation (GROUP-04, GROUP-05)', () => {
  it('stores a valid enquiry (201) and delivers the acknowledgement and the office notification', async () => {
    const email = uniqueAddress('group');
    const { client, headers } = visitor();
    const response = await client.send('POST', '/reservation/group_reservation', enquiry(email), headers);
    expect(response.status).toBe(201);
    const { reference_id } = EnquiryAcceptedResponseSchema.parse(await response.json());
    expect(await getEnquiry(documentClient(), env().TABLE_NAME, reference_id)).toMatchObject({
      kind: 'group_enquiry',
      data: { email, destination: 'Majorka', participants: 24, transport: 'flight', club: 'KS Warta' },
    });

    await outboxSender({});
    const [mine] = await mailsTo(stack.outboxUrl, email);
    expect(mine?.subject).toBe('Otrzymaliśmy Twoje zapytanie o wyjazd grupowy – Wakacje z Niemiec');
    expect(mine?.body.text).toContain('Odpowiemy w ciągu 48 godzin.');
    expect(mine?.body.text).toContain(reference_id);
    expect(mine?.body.text).toMatch(/Samolot/);
    const office = (await mailsTo(stack.outboxUrl, 'office@demo-travel.pl')).filter((mail) =>
      mail.subject.includes(`[${reference_id}]`),
    );
    expect(office.map((mail) => [mail.subject.split(' [')[0], mail.replyTo])).toEqual([
      ['Nowe zgłoszenie: Zapytanie o wyjazd grupowy – KS Warta', [email]],
    ]);
    expect(office[0]?.body.text).toMatch(/Liczba uczestników:?\s+24/);
  });

  it('writes the acknowledgement in the visitor language', async () => {
    const email = uniqueAddress('group-de');
    const { client, headers } = visitor('de');
    const response = await client.send('POST', '/reservation/group_reservation', enquiry(email), headers);
    expect(response.status).toBe(201);
    await outboxSender({});
    const [mail] = await mailsTo(stack.outboxUrl, email);
    expect(mail?.body.text).toContain('Wir antworten Ihnen innerhalb von 48 Stunden.');
  });

  it('answers 400 naming each wrong field in the visitor language, and stores nothing', async () => {
    const email = uniqueAddress('group-bad');
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'pl',
        { ...enquiry(email), participants: 1, transport: 'train', date_to: addDays(today, 2) },
        {
          participants: 'Wartość musi wynosić co najmniej 2',
          transport: 'Niedozwolona wartość',
          date_to: 'Data powrotu nie może być wcześniejsza niż data wyjazdu',
        },
      ],
      [
        'en',
        { ...enquiry(email), email: 'zażółć@example.pl', departure_place: '', date_from: addDays(today, -1) },
        {
          email: 'Enter a valid e-mail address (no national characters)',
          departure_place: 'This field is required',
        },
      ],
      ['en', { ...enquiry(email), date_from: addDays(today, -1) }, { date_from: 'Choose a date from tomorrow on' }],
    ];
    for (const [locale, body, fields] of cases) {
      const { client, headers } = visitor(locale);
      const response = await client.send('POST', '/reservation/group_reservation', body, headers);
      expect(response.status).toBe(400);
      const { error } = ApiErrorBodySchema.parse(await response.json());
      expect(error.fields).toEqual(fields);
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it('refuses a post without the anti-forgery token (403)', async () => {
    const { client, headers } = visitor();
    const response = await client.request('/reservation/group_reservation', {
      method: 'POST',
      json: enquiry(uniqueAddress('group-csrf')),
      headers,
    });
    expect(response.status).toBe(403);
  });
});
