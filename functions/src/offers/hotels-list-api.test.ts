import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorBodySchema } from '@app/shared/api-error';
import { HotelsListResponseSchema } from '@app/shared/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { TestClient } from '../test/api-client.ts';
import { TEST_REFERENCE, hotel, offer } from '../lib/offer-engine/testing/test-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';

/**
 * GET /offers/get_hotels_list over HTTP (HLIST-03, API-18). A stack of its own: it publishes
 * offers, and the shared stack must start without any (the offers routes test checks the 503).
 */
let stack: LocalStack;
let feedDir: string;
const nextYear = new Date().getUTCFullYear() + 1;
const dates = { departure_date: `${nextYear}-07-10`, return_date: `${nextYear}-07-17` };

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  feedDir = mkdtempSync(join(tmpdir(), 'hotels-list-feed-'));
  const hotels = [
    hotel({ id: 'h1', name: 'Hôtel Łódź Palace', region_id: 31, city: 'Łódź' }),
    hotel({ id: 'h2', name: 'Kreta Beach', region_id: 21, city: 'Chersonisos', stars: 5 }),
    hotel({ id: 'h3', name: 'Sol Palma', region_id: 111, city: 'Palma' }),
    hotel({ id: 'h4', name: 'Alcudia Garden', region_id: 112, city: 'Alcudia' }),
  ];
  const offers = [
    offer({ ...dates, hotel_id: 'h1', offer_type: 'S' }),
    offer({ ...dates, hotel_id: 'h2', destination_airport_iata: 'HER' }),
    offer({ ...dates, hotel_id: 'h3' }),
    offer({ ...dates, hotel_id: 'h3', offer_type: 'S' }),
    offer({ ...dates, hotel_id: 'h4' }),
  ];
  writeFileSync(join(feedDir, 'reference.json'), JSON.stringify(TEST_REFERENCE));
  writeFileSync(join(feedDir, 'hotels.jsonl'), hotels.map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(feedDir, 'offers.jsonl'), offers.map((o) => JSON.stringify(o)).join('\n') + '\n');
  await importFeed(
    feedDir,
    {
      db: documentClient(),
      s3: s3Client(),
      tableName: env().TABLE_NAME,
      bucket: env().SNAPSHOTS_BUCKET,
      mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
    },
    { maxRejectedShare: 0, now: new Date() },
  );
}, 120_000);

afterAll(async () => {
  rmSync(feedDir, { recursive: true, force: true });
  await stack?.stop();
});

async function list(query: string) {
  const response = await new TestClient(stack.url).request(`/offers/get_hotels_list${query}`);
  expect(response.status, query).toBe(200);
  return HotelsListResponseSchema.parse(await response.json());
}

describe('GET /offers/get_hotels_list (HLIST-03, API-18)', () => {
  it('answers every hotel without parameters, sorted by name, with the first page', async () => {
    const body = await list('');
    expect(body.hotels.map((h) => h.id)).toEqual(['h4', 'h1', 'h2', 'h3']);
    expect(body).toMatchObject({ total: 4, page: 0, limit: 50 });
    expect(body.hotels[2]).toEqual({
      id: 'h2',
      name: 'Kreta Beach',
      city: 'Chersonisos',
      stars: 5,
      region: { id: 21, name: 'Kreta' },
      country: { id: 2, name: 'Grecja' },
    });
  });

  it.each([
    ['offer_type', '?offer_type=S', ['h1', 'h3']],
    ['regions', '?regions=1', ['h4', 'h3']],
    ['hotel_name (a hotel name)', '?hotel_name=lodz%20palace', ['h1']],
    ['hotel_name (a location)', '?hotel_name=Majorka', ['h4', 'h3']],
    ['page', '?page=1&limit=3', ['h3']],
  ])('narrows by %s alone', async (_, query, expected) => {
    expect((await list(query)).hotels.map((h) => h.id)).toEqual(expected);
  });

  it('combines every parameter', async () => {
    const body = await list('?offer_type=A&regions=1,2&hotel_name=a&page=1&limit=1');
    expect(body).toMatchObject({ total: 3, page: 1, limit: 1 });
    expect(body.hotels.map((h) => h.id)).toEqual(['h2']);
  });

  it.each([
    ['?offer_type=C1', 'offer_type'],
    ['?page=-1', 'page'],
    ['?regions=abc', 'regions'],
    ['?hotel_id=h1', 'hotel_id'],
  ])('answers 400 with a localized message to %s', async (query, field) => {
    const response = await new TestClient(stack.url).request(`/offers/get_hotels_list${query}`);
    expect(response.status).toBe(400);
    const { error } = ApiErrorBodySchema.parse(await response.json());
    expect(error.message).toBe('Popraw zaznaczone pola i spróbuj ponownie.');
    expect(Object.keys(error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });
});
