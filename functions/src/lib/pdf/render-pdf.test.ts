import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, getBrowser } from './browser.ts';
import { escapeHtml } from '../html/escape-html.ts';
import {
  CHROMIUM_MISSING,
  pdfText,
  run,
  scanQrCode,
  type Scratch,
  scratchDir,
  withChromium,
} from './pdf-test-tools.ts';
import { qrCodeDataUrl } from './qr-code.ts';
import { renderPdf } from './render-pdf.ts';

const HOTEL_URL = 'https://example.travel/hotel/x?id=1';

function page(body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

describe.skipIf(CHROMIUM_MISSING)(withChromium('renderPdf'), () => {
  // Made in beforeAll, not here: a skipped suite still runs this body but never its afterAll.
  let scratch: Scratch;

  beforeAll(() => {
    scratch = scratchDir();
  });

  afterAll(async () => {
    await closeBrowser();
    scratch.remove();
  });

  it('prints a QR code that scans back to the URL it encodes', async () => {
    const qr = await qrCodeDataUrl(HOTEL_URL);
    const pdf = await renderPdf(page(`<h1>Your hotel</h1><img src="${qr}" alt="" style="width:40mm;height:40mm">`));
    expect(scanQrCode(scratch.write('qr.pdf', pdf), scratch)).toBe(HOTEL_URL);
  });

  it('keeps the text of the document, with Polish letters, as searchable text', async () => {
    const guest = 'Zażółć Gęślą Jaźń <b>&</b>';
    const pdf = await renderPdf(page(`<p>Booking confirmed for ${escapeHtml(guest)}</p>`));
    const text = pdfText(scratch.write('text.pdf', pdf));
    expect(text).toContain('Booking confirmed for Zażółć Gęślą Jaźń <b>&</b>');
  });

  it('prints on A4 paper', async () => {
    const file = scratch.write('a4.pdf', await renderPdf(page('<p>A4</p>')));
    // A4 is 210 × 297 mm, which PDF measures as 595.28 × 841.89 points.
    expect(run('pdfinfo', [file]).stdout).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
  });

  describe('with a server that counts whatever reaches it', () => {
    let server: Server;
    let origin: string;
    const requests: string[] = [];
    let connections = 0;

    beforeAll(async () => {
      server = createServer((request, response) => {
        requests.push(request.url ?? '');
        response.end();
      });
      server.on('connection', () => (connections += 1));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('renders a page that references external images, styles, fonts and scripts without fetching any', async () => {
      const head = [
        `<link rel="preconnect" href="${origin}">`,
        `<link rel="stylesheet" href="${origin}/style.css">`,
        `<style>@font-face { font-family: Remote; src: url(${origin}/font.woff2); } body { font-family: Remote; }</style>`,
        `<script src="${origin}/script.js"></script>`,
      ].join('');
      const body = [
        '<p>Offline document</p>',
        `<img src="${origin}/image.png" alt="">`,
        `<iframe src="${origin}/frame.html"></iframe>`,
        `<script>fetch('${origin}/fetch'); new WebSocket('${origin.replace('http', 'ws')}/socket');</script>`,
      ].join('');
      const blocked: string[] = [];
      const pdf = await renderPdf(page(body, head), { onBlockedRequest: (url) => blocked.push(url) });
      // Speculative connections would arrive around the same time as the render; give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(requests).toEqual([]);
      expect(connections).toBe(0);
      // Request interception itself stopped these, not only the dead proxy behind it.
      expect(blocked).toEqual(
        expect.arrayContaining(
          ['style.css', 'font.woff2', 'image.png', 'frame.html'].map((file) => `${origin}/${file}`),
        ),
      );
      expect(pdfText(scratch.write('offline.pdf', pdf))).toContain('Offline document');
    });
  });

  it('does not run scripts in the document', async () => {
    const pdf = await renderPdf(
      page('<p id="text">Static</p><script>document.body.textContent = "Scripted";</script>'),
    );
    const text = pdfText(scratch.write('script.pdf', pdf));
    expect(text).toContain('Static');
    expect(text).not.toContain('Scripted');
  });

  it('closes its page even when rendering fails', async () => {
    const browser = await getBrowser();
    const pagesBefore = (await browser.pages()).length;
    // Offline, nothing can stall a render on purpose; a 1 ms budget makes it fail every time.
    await expect(renderPdf(page('<p>Too slow</p>'), { timeoutMs: 1 })).rejects.toThrow();
    expect((await browser.pages()).length).toBe(pagesBefore);
  });
});
