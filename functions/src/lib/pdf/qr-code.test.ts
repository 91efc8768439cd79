import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.ts';

// Scanning the printed code back is tested in render-pdf.test.ts, through Chromium.
describe('qrCodeDataUrl', () => {
  it('is an SVG data URL with nothing that could end an HTML attribute', async () => {
    const url = await qrCodeDataUrl('https://example.travel/hotel/x?id=1&lang="pl"');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('holds an SVG image of the code', async () => {
    const url = await qrCodeDataUrl('https://example.travel/hotel/x?id=1');
    const svg = Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it('encodes the same text to the same image, so templates render reproducibly', async () => {
    expect(await qrCodeDataUrl('ABC-123')).toBe(await qrCodeDataUrl('ABC-123'));
  });
});
