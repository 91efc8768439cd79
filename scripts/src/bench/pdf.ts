import { parseArgs } from 'node:util';
import { closeBrowser, getBrowser } from '@app/functions/lib/pdf/browser';
import { encryptPdf } from '@app/functions/lib/pdf/encrypt-pdf';
import { escapeHtml } from '@app/functions/lib/html/escape-html';
import { qrCodeDataUrl } from '@app/functions/lib/pdf/qr-code';
import { renderPdf } from '@app/functions/lib/pdf/render-pdf';

/**
 * `npm run bench:pdf [-- --runs 30]`
 * Launches the browser once, then renders a one-page voucher with a QR code repeatedly, the way a
 * warm Lambda does. Each run includes building the QR code and the HTML. Printed figures, not a test.
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
  console.log(`target (warm p95 ≤ ${TARGET_WARM_MS} ms): ${p95 <= TARGET_WARM_MS ? 'met' : 'NOT met'}`);
}

try {
  await main();
} finally {
  await closeBrowser();
}
