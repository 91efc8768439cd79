import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorBodySchema } from '@app/shared/api-error';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { TEST_REFERENCE, hotel, offer, testUuid } from '../lib/offer-engine/testing/test-feed.ts';
import { importFeed } from '../lib/offer-import/import-feed.ts';
import { closeBrowser } from '../lib/pdf/browser.ts';
import {
  CHROMIUM_MISSING,
  pdfText,
  run,
  scanQrCode,
  scratchDir,
  withChromium,
  type Scratch,
} from '../lib/pdf/pdf-test-tools.ts';
import { startLocalStack, type LocalStack } from '../local/local-stack.ts';
import { TestClient } from '../test/api-client.ts';

/**
 * The offer sheet through the local adapter, as the site opens it: exports Lambda → offers API →
 * offers Lambda, photos from the local media bucket behind /media/. This file runs a stack of its
 * own, because it publishes offers and the shared stack must start without any.
 */
let stack: LocalStack;
let feedDir: string;
const nextYear = new Date().getUTCFullYear() + 1;
const departure = `${nextYear}-07-10`;
const sheetOffer = testUuid(80_001);
const bookedOut = testUuid(80_002);
const photoless = testUuid(80_003);
const HOSTILE_NAME = 'Hotel <b>Sol</b> & "Spa"';

/** A small red PNG: the only raster image on the sheet (the QR code is vector), so the PDF shows whether it was inlined. */
function redPng(): Buffer {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 30, 30, 255], i);
  return PNG.sync.write(png);
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  feedDir = mkdtempSync(join(tmpdir(), 'sheet-feed-'));
  mkdirSync(join(feedDir, 'images'));
  writeFileSync(join(feedDir, 'images', 'front.png'), redPng());
  writeFileSync(join(feedDir, 'reference.json'), JSON.stringify(TEST_REFERENCE));
  const hotels = [
    hotel({ id: 'h1', name: HOSTILE_NAME, gallery: [{ url: 'images/front.png', width: 48, height: 32 }] }),
    // An address that never resolves: the PDF must still come, without the photo.
    hotel({
      id: 'h2',
      name: 'Hotel Nowhere',
      gallery: [{ url: 'https://images.invalid/x.jpg', width: 10, height: 10 }],
    }),
  ];
  writeFileSync(join(feedDir, 'hotels.jsonl'), hotels.map((h) => JSON.stringify(h)).join('\n') + '\n');
  const trip = { departure_date: departure, return_date: `${nextYear}-07-17`, departure_airport_iata: 'KTW' };
  const flights = [
    { ...trip, flight_number: 'DE1234', from: 'KTW', to: 'PMI', day: departure },
    { ...trip, flight_number: 'DE1235', from: 'PMI', to: 'KTW', day: `${nextYear}-07-17` },
  ].map((f) => ({
    departure_airport_iata: f.from,
    arrival_airport_iata: f.to,
    departure_time: `${f.day}T06:05`,
    arrival_time: `${f.day}T09:15`,
    flight_number: f.flight_number,
    carrier: 'Condor',
  }));
  const offers = [
    offer({
      ...trip,
      uuid: sheetOffer,
      hotel_id: 'h1',
      flights,
      price_per_person_pln: 2150,
      price_per_person_eur: 500,
    }),
    offer({ ...trip, uuid: bookedOut, hotel_id: 'h1', availability: 'NOT_AVAILABLE' }),
    offer({ ...trip, uuid: photoless, hotel_id: 'h2' }),
  ];
  writeFileSync(join(feedDir, 'offers.jsonl'), offers.map((o) => JSON.stringify(o)).join('\n') + '\n');
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
  await closeBrowser();
  if (feedDir) rmSync(feedDir, { recursive: true, force: true });
  await stack?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new TestClient(stack.url).request(path, { headers });

const offerPage = (uuid: string) => `${stack.url}/hotel/hotel-b-sol-b-spa?id=h1&offer_type=A&offer=${uuid}`;

describe('GET /offers/offer_sheet (PRINT-01)', () => {
  it('answers the print-styled sheet as HTML the site alone may frame, with no script', async () => {
    const response = await get(`/offers/offer_sheet?uuid=${sheetOffer}&adults_number=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Hotel &lt;b&gt;Sol&lt;/b&gt; &amp; &quot;Spa&quot;');
    expect(html).toContain('Wylot z');
    expect(html).toMatch(/2\s150\szł/);
    expect(html).toMatch(/Razem za 2 osoby dorosłe: 4\s300\szł/);
    expect(html).toContain('@page { size: A4');
  });

  it('shows the photo at its own site address, which the site serves', async () => {
    const html = await (await get(`/offers/offer_sheet?uuid=${sheetOffer}`)).text();
    const src = /<img class="photo" src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(src).toMatch(/^\/media\/img\/[0-9a-f]+\.png$/);
    const photo = await get(src);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('lets the page load a photo from the gallery host it names, and nothing else from anywhere', async () => {
    const response = await get(`/offers/offer_sheet?uuid=${photoless}`);
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: https://images.invalid;");
    expect(await response.text()).toContain('src="https://images.invalid/x.jpg"');
  });

  it('speaks the language the query names, else the visitor language', async () => {
    const named = await (
      await get(`/offers/offer_sheet?uuid=${sheetOffer}&lang=de`, { 'accept-language': 'en' })
    ).text();
    expect(named).toContain('<html lang="de">');
    expect(named).toContain('Abflug ab');
    const negotiated = await (
      await get(`/offers/offer_sheet?uuid=${sheetOffer}`, { 'accept-language': 'en-GB' })
    ).text();
    expect(negotiated).toContain('Departure from');
  });

  it.each([
    ['an unknown offer', testUuid(89_999)],
    ['an offer booked out since the import', bookedOut],
  ])('answers 404 with the ERR-01 text for %s, on both routes', async (_, uuid) => {
    for (const route of ['offer_sheet', 'offer_sheet_pdf']) {
      const response = await get(`/offers/${route}?uuid=${uuid}`);
      expect(response.status).toBe(404);
      expect(ApiErrorBodySchema.parse(await response.json()).error).toEqual({
        code: 'offer_not_available',
        message: 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.',
      });
    }
    const english = await get(`/offers/offer_sheet?uuid=${uuid}`, { 'accept-language': 'en' });
    expect(ApiErrorBodySchema.parse(await english.json()).error.message).toBe(
      'Sorry, this offer is no longer available. Please choose another offer.',
    );
  });

  it('refuses a query it does not know with 400 naming the field', async () => {
    const response = await get(`/offers/offer_sheet?uuid=${sheetOffer}&adults_number=9&colour=red`, {
      'accept-language': 'en',
    });
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json()).error.fields).toEqual({
      adults_number: 'The value must be at most 8',
      colour: 'Unknown field',
    });
    expect((await get('/offers/offer_sheet_pdf')).status).toBe(400);
  });
});

describe.skipIf(CHROMIUM_MISSING)(withChromium('GET /offers/offer_sheet_pdf (PRINT-01..04)'), () => {
  let scratch: Scratch;
  beforeAll(() => {
    scratch = scratchDir();
  });
  afterAll(() => scratch.remove());

  it('downloads the same sheet as a PDF named after the hotel and the date', async () => {
    const response = await get(`/offers/offer_sheet_pdf?uuid=${sheetOffer}&adults_number=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="oferta-hotel-b-sol-b-spa-${departure}.pdf"`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const file = scratch.write('sheet.pdf', bytes);

    // What a reader finds on the paper: the departure (PRINT-03) and the price per person in PLN (PRINT-04).
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Hotel <b>Sol</b> & "Spa"');
    expect(text).toContain('Wylot z KTW (KTW)');
    expect(text).toContain(`Termin 10.07.${nextYear} – 17.07.${nextYear} (8 dni)`);
    // -layout keeps the two columns side by side, so label and amounts are checked each on its own.
    expect(text).toMatch(/cena za osobę/i);
    expect(text).toContain('2 150 zł');
    expect(text).toContain('500 €');
    // The QR code opens the offer's own page (PRINT-02, OPEN-39).
    expect(scanQrCode(file, scratch)).toBe(offerPage(sheetOffer));
    // The photo was fetched and inlined: the renderer itself loads nothing.
    // (Chromium keeps only the rows `object-fit: cover` shows, so the height is cut; the width is the photo's.)
    const images = run('pdfimages', ['-list', file]).stdout.trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+48\s/);
    expect(run('pdfinfo', [file]).stdout).toMatch(/Pages:\s+1\n/);
  });

  it('prints the sheet without its photo when the photo cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await get(`/offers/offer_sheet_pdf?uuid=${photoless}`);
      expect(response.status).toBe(200);
      const file = scratch.write('photoless.pdf', new Uint8Array(await response.arrayBuffer()));
      expect(pdfText(file)).toContain('Hotel Nowhere');
      expect(run('pdfimages', ['-list', file]).stdout.trim().split('\n').slice(2)).toEqual([]);
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain('without its photo');
    } finally {
      warn.mockRestore();
    }
  });
});
