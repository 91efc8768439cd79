import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HotelPageTemplate } from '@app/shared/hotel-page/hotel-page-template';
import { s3Client } from '../aws/s3.ts';
import { buildIndex, hotel, offer } from '../offer-engine/testing/test-feed.ts';
import { hotelPagesOutdated, publishHotelPages, type HotelPagesTarget } from './hotel-pages.ts';

// A bucket of its own: other test files write hotel documents into the stack's site bucket.
const BUCKET = 'hotel-pages-test';
const TEMPLATE: HotelPageTemplate = {
  siteOrigin: 'https://www.example.pl',
  html: '<!doctype html><html lang="pl"><head><title>x</title></head><body><div id="root"><!--hotel-summary--></div></body></html>',
};
const target: HotelPagesTarget = { s3: s3Client(), bucket: BUCKET, template: TEMPLATE };
const hotels = [hotel({ id: 'h1', name: 'Sol Playa' }), hotel({ id: 'h2', name: 'Kreta Resort' })];
const offers = [offer({ hotel_id: 'h1', departure_date: '2027-07-10', return_date: '2027-07-17' })];
const now = new Date('2027-07-01T10:00:00Z');

async function read(key: string) {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return {
    body: (await object.Body?.transformToString()) ?? '',
    metadata: object.Metadata ?? {},
    type: object.ContentType,
  };
}

describe('publishing the hotel documents (decision 028)', () => {
  beforeAll(async () => {
    await s3Client().send(new CreateBucketCommand({ Bucket: BUCKET }));
  });

  it('writes one document per hotel and the sitemap; the same offer again writes nothing', async () => {
    expect(await hotelPagesOutdated(target)).toBe(true);
    const first = await publishHotelPages(target, { hotels, index: buildIndex(hotels, offers), now });
    expect(first).toMatchObject({ hotels: 2, gone: 0, written: 3 });
    expect(first.bytes).toBeGreaterThan(first.largest);
    const h1 = await read('hotel-pages/h1.html');
    expect(h1.type).toBe('text/html; charset=utf-8');
    expect(h1.body).toContain(
      '<link rel="canonical" href="https://www.example.pl/hotel/sol-playa?id=h1" data-server-head>',
    );
    expect(h1.body).toContain('"makesOffer"');
    expect(h1.metadata).toEqual({});
    expect((await read('hotel-pages/sitemap.xml')).body).toContain(
      '<loc>https://www.example.pl/hotel/kreta-resort?id=h2</loc>',
    );

    const again = await publishHotelPages(target, { hotels, index: buildIndex(hotels, offers), now });
    expect(again).toMatchObject({ hotels: 2, gone: 0, written: 0 });
    // A start serving another build writes them again; the same build leaves them.
    expect(await hotelPagesOutdated(target)).toBe(false);
    expect(await hotelPagesOutdated({ ...target, template: { ...TEMPLATE, siteOrigin: 'https://other.pl' } })).toBe(
      true,
    );
  });

  it('turns the document of a hotel gone from the offer into a 404 document, and back when it returns', async () => {
    const only = [hotels[0] ?? hotel({ id: 'h1' })];
    const report = await publishHotelPages(target, { hotels: only, index: buildIndex(only, offers), now });
    // h2's document and the sitemap change; h1's stays.
    expect(report).toMatchObject({ hotels: 1, gone: 1, written: 2 });
    const gone = await read('hotel-pages/h2.html');
    expect(gone.metadata).toEqual({ 'page-status': '404' });
    expect(gone.body).toContain('<meta name="robots" content="noindex" data-server-head>');
    expect((await read('hotel-pages/sitemap.xml')).body).not.toContain('id=h2');

    await publishHotelPages(target, { hotels, index: buildIndex(hotels, offers), now });
    const back = await s3Client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'hotel-pages/h2.html' }));
    expect(back.Metadata).toEqual({});
  });
});
