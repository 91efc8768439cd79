import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorBodySchema } from '@app/shared/api-error';
import { operatorWordmarkSize, operatorWordmarkSvg } from '@app/shared/operator-wordmark';
import { PartnersResponseSchema } from '@app/shared/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { TEST_REFERENCE, hotel, offer } from '../lib/offer-engine/testing/test-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { TestClient } from '../test/api-client.ts';

/**
 * GET /img/partners and GET /img/partners/{code} over HTTP (API-27). A stack of its own: it
 * publishes a snapshot, and the shared stack must start without one (the offers routes test checks
 * the 503). Besides the test feed's operators it names three whose names test the order and the
 * SVG's escaping.
 */
let stack: LocalStack;
let feedDir: string;
let client: TestClient;
const nextYear = new Date().getUTCFullYear() + 1;
const REFERENCE = {
  ...TEST_REFERENCE,
  operators: [
    ...TEST_REFERENCE.operators,
    { code: 'ALT', name: 'alltours', country: 'Niemcy', virtual: false },
    { code: 'LOD', name: 'Łódź Tours', country: 'Polska', virtual: false },
    { code: 'SUN', name: 'Sun & Fun <Tours>', country: 'Polska', virtual: false },
  ],
};

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  client = new TestClient(stack.url);
  feedDir = mkdtempSync(join(tmpdir(), 'partners-feed-'));
  const dates = { departure_date: `${nextYear}-07-10`, return_date: `${nextYear}-07-17` };
  writeFileSync(join(feedDir, 'reference.json'), JSON.stringify(REFERENCE));
  writeFileSync(join(feedDir, 'hotels.jsonl'), JSON.stringify(hotel({ id: 'h1', name: 'Sol Palma' })) + '\n');
  writeFileSync(join(feedDir, 'offers.jsonl'), JSON.stringify(offer({ ...dates, hotel_id: 'h1' })) + '\n');
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

describe('GET /img/partners (API-27)', () => {
  it('lists the real operators by name, each with its logo address and size, never a virtual one', async () => {
    const response = await client.request('/img/partners');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { partners } = PartnersResponseSchema.parse(await response.json());
    expect(partners.map((p) => p.name)).toEqual([
      'alltours',
      'DERTOUR',
      'FTI',
      'Itaka',
      'Łódź Tours',
      'Rainbow',
      'Sun & Fun <Tours>',
      'TUI',
    ]);
    expect(partners.some((p) => p.code.startsWith('ALL_'))).toBe(false);
    for (const partner of partners) {
      expect(partner.image_url).toBe(`/img/partners/${partner.code}`);
      expect({ width: partner.width, height: partner.height }).toEqual(operatorWordmarkSize(partner.name));
    }
  });

  it('answers every language alike, cached by browsers for a day without Vary', async () => {
    const polish = await client.request('/img/partners', { headers: { 'accept-language': 'pl' } });
    const german = await client.request('/img/partners', { headers: { 'accept-language': 'de' } });
    expect(await german.json()).toEqual(await polish.json());
    expect(polish.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(polish.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });
});

describe('GET /img/partners/{code} (API-27)', () => {
  it("serves the operator's wordmark as SVG that can run nothing, cached for a week", async () => {
    const response = await client.request('/img/partners/DER');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(policy).not.toMatch(/script-src/);
    expect(await response.text()).toBe(operatorWordmarkSvg('DERTOUR', 'DER').svg);
  });

  it('escapes the name inside the image', async () => {
    const svg = await (await client.request('/img/partners/SUN')).text();
    expect(svg).toContain('<title>Sun &amp; Fun &lt;Tours&gt;</title>');
    expect(svg).not.toContain('<Tours>');
  });

  it('answers 404 for an unknown code and for a virtual operator, uncached', async () => {
    for (const code of ['XYZ', 'ALL_GER']) {
      const response = await client.request(`/img/partners/${code}`);
      expect(response.status, code).toBe(404);
      expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('not_found');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a malformed code with 400 naming the field', async () => {
    for (const code of ['der', 'TOO_LONG_CODE', '%3Csvg%3E', 'D']) {
      const response = await client.request(`/img/partners/${code}`);
      expect(response.status, code).toBe(400);
      const body = ApiErrorBodySchema.parse(await response.json());
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['code']);
    }
  });
});
