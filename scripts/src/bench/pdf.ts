import { parseArgs } from 'node:util';
import { offerSheetHtml } from '@app/functions/exports/offer-sheet-html';
import { offerPageUrl } from '@app/functions/exports/offer-page-url';
import { offerSheet } from '@app/functions/exports/offer-sheet';
import { PRINTED_AT, SHEET_HOTEL, SHEET_OFFER, SITE_URL } from '@app/functions/exports/sheet-fixtures';
import { closeBrowser, getBrowser } from '@app/functions/lib/pdf/browser';
import { encryptPdf } from '@app/functions/lib/pdf/encrypt-pdf';
import { escapeHtml } from '@app/functions/lib/html/escape-html';
import { qrCodeDataUrl } from '@app/functions/lib/pdf/qr-code';
import { renderPdf } from '@app/functions/lib/pdf/render-pdf';
import { IMAGE_HEIGHT, IMAGE_POOL, IMAGE_WIDTH, renderImage } from '../feed/images.ts';

/**
 * `npm run bench:pdf [-- --runs 30]`
 * Launches the browser once, then renders, the way a warm Lambda does, a one-page voucher with a QR
 * code and the printed offer sheet (decision 029: hotel photo inlined, QR code, a change of planes
 * each way, the party line) repeatedly. Each run includes building the QR code and the HTML; the
 * sheet's runs also build its content. Fetching the photo is left out: it is a network call, and on
 * failure the sheet goes without it. Printed figures, not a test.
 */
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Number(args.runs);
const TARGET_WARM_MS = 300;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function voucherHtml(id: number): Promise<string> {
  const url = `https://example.travel/hotel/x?id=${id}`;
  const qr = await qrCodeDataUrl(url);
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
    body { font-family: sans-serif; color: #1a1a1a; }
    h1 { font-size: 20pt; margin: 0 0 8mm; }
    table { border-collapse: collapse; width: 100%; margin-bottom: 10mm; }
    td { border-bottom: 1px solid #ccc; padding: 2mm 0; }
    .qr { width: 40mm; height: 40mm; }
  </style></head><body>
    <h1>Voucher nr ${id}</h1>
    <table>
      <tr><td>Hotel</td><td>${escapeHtml('Hotel Żubr & Spa, Białowieża')}</td></tr>
      <tr><td>Termin</td><td>2027-07-03 – 2027-07-10</td></tr>
      <tr><td>Wyżywienie</td><td>HB</td></tr>
    </table>
    <img class="qr" src="${qr}" alt="${escapeHtml(url)}">
  </body></html>`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; time: number }> {
  const started = performance.now();
  const value = await work();
  return { value, time: performance.now() - started };
}

function percentiles(times: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/**
 * A hotel photo as operators send them: a 1200×800 JPEG. Drawn from a generated feed scene and
 * encoded by the browser itself, so the benchmark needs no image library and no stock photo.
 */
async function hotelPhotoJpeg(): Promise<Buffer> {
  const scene = IMAGE_POOL[0];
  if (!scene) throw new Error('the feed image pool is empty');
  const page = await (await getBrowser()).newPage();
  try {
    await page.setViewport({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
    await page.setContent(`<body style="margin:0">${renderImage(scene)}</body>`);
    return Buffer.from(await page.screenshot({ type: 'jpeg', quality: 82 }));
  } finally {
    await page.close();
  }
}

async function offerSheetPdf(run: number, photoSrc: string): Promise<Uint8Array> {
  const offer = { ...SHEET_OFFER, uuid: `3f2b8c1e-9a4d-4e7b-8c21-${String(run).padStart(12, '0')}` };
  const sheet = offerSheet({
    offer,
    hotel: SHEET_HOTEL,
    party: { adults_number: 2, children_ages: [7] },
    locale: 'pl',
    now: PRINTED_AT,
    offerUrl: offerPageUrl(SITE_URL, offer),
    siteUrl: SITE_URL,
  });
  return renderPdf(offerSheetHtml(sheet, { photoSrc, qrDataUrl: await qrCodeDataUrl(sheet.offerUrl) }));
}

async function benchOfferSheet(): Promise<number> {
  const photo = await hotelPhotoJpeg();
  const photoSrc = `data:image/jpeg;base64,${photo.toString('base64')}`;
  const first = await timed(() => offerSheetPdf(0, photoSrc));
  console.log(
    `offer sheet (photo ${(photo.byteLength / 1024).toFixed(0)} kB JPEG inlined): first render ${ms(first.time)} (${first.value.byteLength} bytes)`,
  );
  const warm: number[] = [];
  for (let run = 1; run <= RUNS; run++) warm.push((await timed(() => offerSheetPdf(run, photoSrc))).time);
  const { p50, p95, max } = percentiles(warm);
  console.log(`offer sheet warm: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}`);
  return p95;
}

async function main(): Promise<void> {
  console.log(`PDF benchmark: ${RUNS} warm renders, Node ${process.version}`);
  const launch = await timed(() => getBrowser());
  console.log(`browser: ${await launch.value.version()}`);
  const first = await timed(async () => renderPdf(await voucherHtml(0)));
  console.log(
    `cold: launch ${ms(launch.time)} + first render ${ms(first.time)} = ${ms(launch.time + first.time)} (${first.value.byteLength} bytes)`,
  );

  const warm: number[] = [];
  for (let run = 1; run <= RUNS; run++) warm.push((await timed(async () => renderPdf(await voucherHtml(run)))).time);
  const { p50, p95, max } = percentiles(warm);
  console.log(`warm: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}`);

  const encryption = await timed(() => encryptPdf(first.value, { userPassword: 'bench-password' }));
  console.log(`AES-256 encryption of the cold PDF: ${ms(encryption.time)}`);
  const met = (value: number) => (value <= TARGET_WARM_MS ? 'met' : 'NOT met');
  console.log(`target (warm p95 ≤ ${TARGET_WARM_MS} ms), voucher: ${met(p95)}`);
  const sheetP95 = await benchOfferSheet();
  console.log(`target (warm p95 ≤ ${TARGET_WARM_MS} ms), offer sheet: ${met(sheetP95)}`);
}

try {
  await main();
} finally {
  await closeBrowser();
}
