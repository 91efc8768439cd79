import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FactsResponseSchema,
  OffersListResponseSchema,
  SpecialOffersResponseSchema,
  VariantsResponseSchema,
} from '@app/shared/offers';
import { RelatedOffersResponseSchema } from '@app/shared/blog';
import { HotelDetailsSchema } from '@app/shared/hotel-page/hotel-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import { TEST_REFERENCE, hotel, offer, reviews, testUuid } from '../lib/offer-engine/testing/test-feed.ts';
import { FeedRejectedError } from '../lib/offer-engine/feed/read-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';
import { writeHotels } from '../lib/db/hotels-table.ts';
import { getSnapshotPointer } from '../lib/offer-import/snapshot-store.ts';

const hotels = [
  hotel({
    id: 'h1',
    name: 'Hôtel Playa Łódź',
    reviews: reviews(5.4),
    gallery: [
      { url: 'images/beach.svg', width: 1200, height: 800 },
      { url: 'https://images.example.com/pool.jpg', width: 1200, height: 800 },
    ],
    description: { original_language: 'de', texts: { de: 'Direkt am Strand.', pl: 'Tuż przy plaży.' } },
  }),
  hotel({ id: 'h2', name: 'Kreta Resort', region_id: 21, city: 'Chersonisos', stars: 5 }),
  // Its gallery names a file the feed does not hold: the hotel is rejected, not served broken.
  hotel({ id: 'h3', name: 'Missing Image', gallery: [{ url: 'images/missing.svg', width: 10, height: 10 }] }),
];
const BEACH_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const cheap = testUuid(9001);
/** Booked out since the feed was made: found by uuid, never searched (API-13). */
const bookedOut = testUuid(9002);
const nextSummer = { departure_date: '2027-07-10', return_date: '2027-07-17' };
const offers = [
  offer({ ...nextSummer, uuid: cheap, hotel_id: 'h1', price_per_person_eur: 400, price_per_person_pln: 1720 }),
  offer({ ...nextSummer, hotel_id: 'h1', price_per_person_eur: 650, price_per_person_pln: 2795, board_id: 2 }),
  offer({
    ...nextSummer,
    hotel_id: 'h2',
    price_per_person_eur: 900,
    price_per_person_pln: 3870,
    destination_airport_iata: 'HER',
  }),
  // Departed already: never listed.
  offer({
    hotel_id: 'h2',
    price_per_person_eur: 100,
    price_per_person_pln: 430,
    departure_date: '2025-07-10',
    return_date: '2025-07-17',
  }),
];

function writeFeed(dir: string, offerLines: string[]): void {
  writeFileSync(join(dir, 'reference.json'), JSON.stringify(TEST_REFERENCE));
  mkdirSync(join(dir, 'images'), { recursive: true });
  writeFileSync(join(dir, 'images/beach.svg'), BEACH_SVG);
  writeFileSync(join(dir, 'hotels.jsonl'), hotels.map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(dir, 'offers.jsonl'), offerLines.join('\n') + '\n');
}

const targets = () => ({
  db: documentClient(),
  s3: s3Client(),
  tableName: env().TABLE_NAME,
  bucket: env().SNAPSHOTS_BUCKET,
  mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
});

describe('feed import and the offers API', () => {
  const good = mkdtempSync(join(tmpdir(), 'feed-good-'));
  const bad = mkdtempSync(join(tmpdir(), 'feed-bad-'));
  beforeAll(() => {
    writeFeed(good, [
      ...offers.map((o) => JSON.stringify(o)),
      '{"uuid": "broken"}',
      JSON.stringify(offer({ hotel_id: 'nope' })),
      JSON.stringify(offer({ ...nextSummer, uuid: bookedOut, hotel_id: 'h2', availability: 'NOT_AVAILABLE' })),
    ]);
    writeFeed(bad, ['not json', JSON.stringify(offer({ hotel_id: 'nope' })), JSON.stringify(offers[0])]);
  });
  afterAll(() => {
    rmSync(good, { recursive: true, force: true });
    rmSync(bad, { recursive: true, force: true });
  });

  it('answers 503 with a clear message before any snapshot is published', async () => {
    const response = await new TestClient().request('/offers/list');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('offers_unavailable');
    expect(body.error.message).toMatch(/Wyszukiwarka ofert jest chwilowo niedostępna/);
  });

  it('refuses to publish a feed with too many rejected rows, reporting file, line and reason', async () => {
    const error = await importFeed(bad, targets(), { maxRejectedShare: 0.5, now: new Date() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedRejectedError);
    expect((error as FeedRejectedError).rejections).toEqual([
      { file: 'offers.jsonl', line: 1, reason: 'not valid JSON' },
      { file: 'offers.jsonl', line: 2, reason: 'hotel_id: unknown hotel nope' },
    ]);
    expect(await getSnapshotPointer(documentClient(), env().TABLE_NAME)).toBeUndefined();
  });

  it('publishes a good feed, leaving out its bad rows; the same feed again changes nothing', async () => {
    const first = await importFeed(good, targets(), { maxRejectedShare: 0.5, now: new Date() });
    expect(first.published).toBe(true);
    expect(first.offers).toEqual({ rows: 7, accepted: 5 });
    expect(first.rejections.map((r) => `${r.line}:${r.reason.split(':')[0]}`)).toEqual([
      '3:gallery',
      '5:uuid',
      '6:hotel_id',
    ]);
    expect(first.pointer.version).toBe(1);

    const again = await importFeed(good, targets(), { maxRejectedShare: 0.5, now: new Date() });
    expect(again.published).toBe(false);
    expect(again.hotels.written).toBe(0);
    expect((await getSnapshotPointer(documentClient(), env().TABLE_NAME))?.version).toBe(1);
  });

  it('recovers by itself and searches: cheapest offer per hotel, totals, facets', async () => {
    // The adapter's offers Lambda re-reads a missing pointer every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const response = await new TestClient().request('/offers/list?offer_type=A&regions=1,2&adults_number=2');
    expect(response.status).toBe(200);
    const body = OffersListResponseSchema.parse(await response.json());
    expect(body.total_hotels).toBe(2);
    expect(body.total_offers).toBe(3);
    expect(body.offers.map((o) => [o.hotel?.name, o.price_per_person_eur, o.offers_count])).toEqual([
      ['Hôtel Playa Łódź', 400, 2],
      ['Kreta Resort', 900, 1],
    ]);
    expect(body.offers[0]?.hotel?.country.name).toBe('Hiszpania');
    expect(body.facets['boards']).toEqual([
      { value: 1, count: 2 },
      { value: 2, count: 1 },
    ]);
  });

  it('sends the list compressed to clients that take it, through the adapter as in API Gateway', async () => {
    const client = new TestClient();
    const path = '/offers/list?offer_type=A&regions=1,2&adults_number=2';
    const compressed = await client.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    const plain = await client.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decodes the body: both are the same answer.
    expect(await compressed.json()).toEqual(await plain.json());
  });

  it('filters by hotel name without accents, and answers an empty page past the end with totals', async () => {
    const client = new TestClient();
    const byName = OffersListResponseSchema.parse(
      await (await client.request('/offers/list?hotel_name=hotel%20playa%20lodz')).json(),
    );
    expect(byName.offers.map((o) => o.hotel?.id)).toEqual(['h1']);
    const past = OffersListResponseSchema.parse(await (await client.request('/offers/list?page=5&limit=20')).json());
    expect(past.offers).toEqual([]);
    expect(past.total_hotels).toBe(2);
  });

  it('refuses unknown or malformed parameters with 400 naming the field', async () => {
    const response = await new TestClient().request('/offers/list?adults_number=9&colour=red', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ adults_number: 'The value must be at most 8', colour: 'Unknown field' });
  });

  it('shows one offer, its availability, and answers the gone-offer message for an unknown uuid', async () => {
    const client = new TestClient();
    const shown = (await (await client.request(`/offers/show_offer?uuid=${cheap}`)).json()) as {
      uuid: string;
      board: { name: string };
    };
    expect(shown.uuid).toBe(cheap);
    const available = await (await client.request(`/offers/available?uuid=${cheap}`)).json();
    expect(available).toEqual({
      uuid: cheap,
      available: true,
      availability: 'AVAILABLE',
      price_per_person_pln: 1720,
      price_per_person_eur: 400,
    });
    const gone = await client.request(`/offers/show_offer?uuid=${testUuid(99999)}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(
      'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.',
    );
  });

  it('reports a booked-out offer as not available and an unknown one with the gone-offer text the page will show (API-13, OPEN-17; the page side of ERR-01 comes with the hotel page)', async () => {
    const client = new TestClient();
    expect(await (await client.request(`/offers/available?uuid=${bookedOut}`)).json()).toMatchObject({
      uuid: bookedOut,
      available: false,
      availability: 'NOT_AVAILABLE',
    });
    const gone = 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.';
    for (const path of [`/offers/available?uuid=${testUuid(99999)}`, `/offers/show_offer?uuid=${bookedOut}`]) {
      const response = await client.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: { code: 'offer_not_available', message: gone } });
    }
    expect((await client.request('/offers/available?uuid=nope')).status).toBe(400);
  });

  it('lists the offers of one hotel, its content, its description, and hotels by name', async () => {
    const client = new TestClient();
    const forHotel = (await (await client.request('/offers/for_hotel?hotel_id=h1')).json()) as { total_offers: number };
    expect(forHotel.total_offers).toBe(2);
    // The hotel page reads the answer through the shared schema: the two must agree.
    const shown = HotelDetailsSchema.parse(await (await client.request('/offers/show_hotel?id=h1')).json());
    expect(shown.name).toBe('Hôtel Playa Łódź');
    // A hotel still in the table but dropped by the feed the snapshot was built from is gone.
    await writeHotels(documentClient(), env().TABLE_NAME, [hotel({ id: 'dropped', name: 'Hotel Dropped' })]);
    expect((await client.request('/offers/show_hotel?id=dropped')).status).toBe(404);
    expect(shown.country_code).toBe('ES');
    expect(shown.reviews?.overall).toBe(5.4);
    expect(await (await client.request('/offers/description?id=h1')).json()).toEqual({
      original_language: 'de',
      language: 'de',
      translated: false,
      text: 'Direkt am Strand.',
    });
    expect(await (await client.request('/offers/description?id=h1&lang=pl')).json()).toMatchObject({
      translated: true,
      text: 'Tuż przy plaży.',
    });
    const list = (await (await client.request('/offers/get_hotels_list?hotel_name=kreta')).json()) as {
      hotels: { id: string }[];
    };
    expect(list.hotels.map((h) => h.id)).toEqual(['h2']);
  });
});

describe('GET /api/special_offers_list', () => {
  it('answers offers_list of special offers with the hotel link, icons and flags (spec §3, §7)', async () => {
    const response = await new TestClient().request(
      '/api/special_offers_list?offer_type=A&adults_number=2&limit=6&page=0&rating_min=3',
    );
    expect(response.status).toBe(200);
    const { offers_list } = SpecialOffersResponseSchema.parse(await response.json());
    expect(offers_list.map((o) => o.subject.name)).toEqual(['Hôtel Playa Łódź', 'Kreta Resort']);
    const first = offers_list[0];
    expect(first).toMatchObject({
      offer_type: 'A',
      is_allinclusive: false,
      is_lastminute: false,
      is_firstminute: true,
      price_pln: 1720,
      // The euro price too, for the German cards that lead with it (D13).
      price_eur: 400,
    });
    expect(first?.subject).toMatchObject({ country_name: 'Hiszpania', region_name: 'Palma', rating: 4 });
    expect(first?.subject.description_link).toMatch(
      /^\/hotel\/hotel-playa-lodz\?id=h1&offer_type=A&departure_date=\d+&adults_number=2$/,
    );
  });
});

describe('GET /blog/related_offers (API-22)', () => {
  it('answers special-offer cards only from the requested regions, 400 localized without them', async () => {
    const client = new TestClient();
    const response = await client.request('/blog/related_offers?regions=2&limit=6');
    expect(response.status).toBe(200);
    const { offers_list } = RelatedOffersResponseSchema.parse(await response.json());
    expect(offers_list.map((o) => [o.subject.name, o.subject.country_name])).toEqual([['Kreta Resort', 'Grecja']]);
    const missing = await client.request('/blog/related_offers?limit=20', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['limit', 'regions']);
  });
});

describe('hotel images', () => {
  it('publishes feed images under /media/ by content, keeps absolute URLs, and shows them in lists', async () => {
    const client = new TestClient();
    const list = OffersListResponseSchema.parse(await (await client.request('/offers/list?regions=1')).json());
    const imageUrl = list.offers[0]?.hotel?.image_url ?? '';
    expect(imageUrl).toMatch(/^\/media\/img\/[0-9a-f]{32}\.svg$/);
    const shown = (await (await client.request('/offers/show_hotel?id=h1')).json()) as { gallery: { url: string }[] };
    expect(shown.gallery.map((image) => image.url)).toEqual([imageUrl, 'https://images.example.com/pool.jpg']);

    const image = await client.request(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(await image.text()).toBe(BEACH_SVG);
    expect((await client.request('/media/img/nothing-here.svg')).status).toBe(404);
  });

  it('gives special offers the image, thumbnail and image list of spec §3', async () => {
    const { offers_list } = SpecialOffersResponseSchema.parse(
      await (await new TestClient().request('/api/special_offers_list?regions=11&limit=6')).json(),
    );
    expect(offers_list[0]?.subject.image_urls).toHaveLength(2);
    expect(offers_list[0]?.subject.image_url).toBe(offers_list[0]?.subject.image_urls[0]);
    expect(offers_list[0]?.subject.thumbnail_url).toBe(offers_list[0]?.subject.image_urls[0]);
  });
});

describe('GET /offers/variants', () => {
  it('answers the other rooms and boards of the same hotel on the same dates, cheapest first', async () => {
    const response = await new TestClient().request(`/offers/variants?uuid=${cheap}`);
    expect(response.status).toBe(200);
    const { variants } = VariantsResponseSchema.parse(await response.json());
    expect(variants.map((v) => [v.board?.id, v.price_per_person_eur])).toEqual([[2, 650]]);
  });

  it('refuses a malformed uuid with 400', async () => {
    expect((await new TestClient().request('/offers/variants?uuid=nope')).status).toBe(400);
  });
});

describe('GET /offers/facts (API-20)', () => {
  it("answers the key facts of a search with each country's travel document in the visitor language", async () => {
    const response = await new TestClient().request('/offers/facts?offer_type=A&regions=1,2&page=3', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const facts = FactsResponseSchema.parse(await response.json());
    expect(facts).toMatchObject({
      total_offers: 3,
      total_hotels: 2,
      price_per_person_pln: { min: 1720, median: 2795 },
      price_per_person_eur: { min: 400, median: 650 },
      departure_dates: { first: '2027-07-10', last: '2027-07-10' },
      duration: { min: 8, max: 8 },
    });
    expect(facts.cheapest_offer?.uuid).toBe(cheap);
    expect(facts.countries.map((c) => [c.name, c.hotels, c.travel_document.document])).toEqual([
      // The test reference names countries alike in every language; ties go by region id.
      ['Hiszpania', 1, 'id_card'],
      ['Grecja', 1, 'id_card'],
    ]);
    expect(facts.countries[0]?.travel_document.note).toBe('A valid identity card or passport is enough.');
  });

  it('answers zero facts for a search that matches nothing, and 400 for a malformed one', async () => {
    const client = new TestClient();
    const none = FactsResponseSchema.parse(await (await client.request('/offers/facts?hotel_name=zzzz')).json());
    expect(none).toMatchObject({ total_offers: 0, total_hotels: 0, price_per_person_pln: null, countries: [] });
    expect((await client.request('/offers/facts?duration_min=abc')).status).toBe(400);
  });
});
