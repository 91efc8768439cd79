import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { RecommendedRegionsResponseSchema } from '@app/shared/content';
import { destinationSearch } from '@app/shared/destinations/destination-search';
import { offersListQuery } from '@app/shared/offers-list/list-query';
import { OffersListResponseSchema } from '@app/shared/offers';
import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';
import { addDays, todayIso } from '@app/shared/search-form/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { recommendedRegionCategoryItem } from '../lib/content/recommended-regions-table.ts';
import { siteConfigurationItem } from '../lib/content/site-configuration-table.ts';
import { env } from '../lib/env.ts';
import { TEST_REFERENCE, hotel, offer } from '../lib/offer-engine/testing/test-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { TestClient } from '../test/api-client.ts';

/**
 * GET /regions/get_recommended_regions over HTTP: each region's "from" price is the cheapest offer
 * its destination page lists today (issue 22). A stack of its own: it publishes offers departing
 * next week and stores its own site configuration, which the shared stack's tests change.
 */
let stack: LocalStack;
let feedDir: string;
const CONFIGURATION = { dates_offset: 3, dates_delta: 7 };
const today = todayIso(Date.now(), OFFICE_TIME_ZONE);
// Inside the destination pages' window (today + 3 to today + 10) and outside it.
const inWindow = { departure_date: addDays(today, 5), return_date: addDays(today, 9), duration: 5 };
const tooLate = { departure_date: addDays(today, 40), return_date: addDays(today, 47) };

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  feedDir = mkdtempSync(join(tmpdir(), 'recommended-regions-feed-'));
  const hotels = [
    hotel({ id: 'h1', name: 'Sol Palma', region_id: 111, city: 'Palma' }),
    hotel({ id: 'h2', name: 'Kreta Beach', region_id: 21, city: 'Chersonisos' }),
  ];
  const offers = [
    offer({ ...inWindow, hotel_id: 'h1', price_per_person_pln: 2150.4, price_per_person_eur: 500 }),
    offer({ ...inWindow, hotel_id: 'h1', price_per_person_pln: 1899.6, price_per_person_eur: 441 }),
    // Cheaper, but its page does not show it: it leaves after the window.
    offer({ ...tooLate, hotel_id: 'h1', price_per_person_pln: 999, price_per_person_eur: 232 }),
    offer({ ...tooLate, hotel_id: 'h2', destination_airport_iata: 'HER' }),
  ];
  writeFileSync(join(feedDir, 'reference.json'), JSON.stringify(TEST_REFERENCE));
  writeFileSync(join(feedDir, 'hotels.jsonl'), hotels.map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(feedDir, 'offers.jsonl'), offers.map((o) => JSON.stringify(o)).join('\n') + '\n');
  const db = documentClient();
  await importFeed(
    feedDir,
    {
      db,
      s3: s3Client(),
      tableName: env().TABLE_NAME,
      bucket: env().SNAPSHOTS_BUCKET,
      mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
    },
    { maxRejectedShare: 0, now: new Date() },
  );
  const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: env().TABLE_NAME, Item }));
  await put(siteConfigurationItem(CONFIGURATION));
  await put(
    recommendedRegionCategoryItem({
      entity: 'RecommendedRegionCategory',
      position: 1,
      key: 'nearby',
      title: { pl: 'Blisko', en: 'Nearby', de: 'In der Nähe' },
      regions: [
        { name: { pl: 'Hiszpania', en: 'Spain', de: 'Spanien' }, link: '/wakacje/hiszpania', region_id: 1 },
        { name: { pl: 'Grecja', en: 'Greece', de: 'Griechenland' }, link: '/wakacje/grecja', region_id: 2 },
        { name: { pl: 'Gdzieś', en: 'Somewhere', de: 'Irgendwo' }, link: '/wakacje/gdzies' },
      ],
    }),
  );
}, 120_000);

afterAll(async () => {
  rmSync(feedDir, { recursive: true, force: true });
  await stack?.stop();
});

async function recommended(locale: string) {
  const response = await new TestClient(stack.url).request('/regions/get_recommended_regions', {
    headers: { 'accept-language': locale },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('vary')).toBe('Accept-Language');
  return RecommendedRegionsResponseSchema.parse(await response.json());
}

describe('GET /regions/get_recommended_regions', () => {
  it('gives each region the price of the first card its destination page shows, in whole zloty', async () => {
    const { categories } = await recommended('pl');
    expect(categories[0]?.regions.map((r) => [r.name, r.min_price_pln, r.min_price_eur])).toEqual([
      ['Hiszpania', 1900, 441],
      // No offer in the window: the pages hide the region rather than promise a price.
      ['Grecja', null, null],
      // Without a destination id there is no page search to take a price from.
      ['Gdzieś', null, null],
    ]);

    // The very search the destination page sends, as the page writes it.
    const query = offersListQuery(destinationSearch({ id: 1 }, today, CONFIGURATION), { timeZone: OFFICE_TIME_ZONE });
    const page = await new TestClient(stack.url).request(`/offers/list?${query}`);
    const firstCard = OffersListResponseSchema.parse(await page.json()).offers[0];
    expect(Math.round(firstCard?.price_per_person_pln ?? 0)).toBe(categories[0]?.regions[0]?.min_price_pln);
  });

  it('answers the same prices in every language, names and titles translated', async () => {
    const { categories } = await recommended('de');
    expect(categories[0]).toMatchObject({ key: 'nearby', title: 'In der Nähe' });
    expect(categories[0]?.regions.map((r) => [r.name, r.min_price_pln])).toEqual([
      ['Spanien', 1900],
      ['Griechenland', null],
      ['Irgendwo', null],
    ]);
  });
});
