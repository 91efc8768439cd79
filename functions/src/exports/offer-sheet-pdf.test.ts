import { LOCALES } from '@app/shared/locale';
import type { OfferSummary } from '@app/shared/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../lib/pdf/browser.ts';
import {
  CHROMIUM_MISSING,
  run,
  scanQrCode,
  scratchDir,
  withChromium,
  type Scratch,
} from '../lib/pdf/pdf-test-tools.ts';
import { qrCodeDataUrl } from '../lib/pdf/qr-code.ts';
import { renderPdf } from '../lib/pdf/render-pdf.ts';
import { offerSheetHtml } from './offer-sheet-html.ts';
import { offerPageUrl } from './offer-page-url.ts';
import { offerSheet } from './offer-sheet.ts';
import { PRINTED_AT, SHEET_HOTEL, SHEET_OFFER, SHEET_OFFER_HOTEL, SITE_URL } from './sheet-fixtures.ts';

/** The longest sheet there is: a long name, a change of planes each way, a party with children. */
const LONG_NAME = 'Grand Hotel Złota Plaża Resort & Spa Adults Only Deluxe Collection by Sunshine';
const offer: OfferSummary = {
  ...SHEET_OFFER,
  hotel: { ...SHEET_OFFER_HOTEL, name: LONG_NAME },
  availability: 'ON_REQUEST',
};
const PHOTO_SVG = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2fa4d9"/></svg>',
).toString('base64')}`;

describe.skipIf(CHROMIUM_MISSING)(withChromium('the offer sheet printed to PDF'), () => {
  let scratch: Scratch;
  beforeAll(() => {
    scratch = scratchDir();
  });
  afterAll(async () => {
    await closeBrowser();
    scratch.remove();
  });

  it.each(LOCALES)(
    'fits one A4 page in %s, shows the departure and the PLN price, and its QR code opens the offer',
    async (locale) => {
      const sheet = offerSheet({
        offer,
        hotel: { ...SHEET_HOTEL, name: LONG_NAME },
        party: { adults_number: 2, children_ages: [4, 11] },
        locale,
        now: PRINTED_AT,
        offerUrl: offerPageUrl(SITE_URL, offer),
        siteUrl: SITE_URL,
      });
      const blocked: string[] = [];
      const pdf = await renderPdf(
        offerSheetHtml(sheet, { photoSrc: PHOTO_SVG, qrDataUrl: await qrCodeDataUrl(sheet.offerUrl) }),
        { onBlockedRequest: (url) => blocked.push(url) },
      );
      const file = scratch.write(`sheet-${locale}.pdf`, pdf);

      expect(blocked).toEqual([]);
      expect(run('pdfinfo', [file]).stdout).toMatch(/Pages:\s+1\n/);
      // In the order the page was written (-raw), so the price column's lines are not interleaved with the facts.
      const text = run('pdftotext', ['-raw', file, '-']).stdout.replace(/\s+/g, ' ');
      expect(text).toContain('Katowice (KTW)');
      const pln = { pl: '1 720 zł', en: 'PLN 1,720', de: '1.720 PLN' }[locale];
      expect(text).toContain(pln);
      expect(text).toContain(sheet.price.childrenNote);
      expect(scanQrCode(file, scratch)).toBe(
        `${SITE_URL}/hotel/grand-hotel-zlota-plaza-resort-spa-adults-only-deluxe-collection-by-sunshine?id=H77&offer_type=A&offer=${SHEET_OFFER.uuid}`,
      );
    },
  );
});
