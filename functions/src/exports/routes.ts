import { OfferSheetQuerySchema } from '@app/shared/offer-sheet';
import { env } from '../lib/env.ts';
import type { GroupRoutes } from '../lib/http/create-handler.ts';
import { parseQuery } from '../lib/http/validate.ts';
import type { ApiRequest, ApiResponse } from '../lib/http/types.ts';
import { lookUpHotel, lookUpOffer } from '../lib/offers-api/offers-api.ts';
import { qrCodeDataUrl } from '../lib/pdf/qr-code.ts';
import { renderPdf } from '../lib/pdf/render-pdf.ts';
import { offerSheetHtml, SHEET_STYLE_HASH } from './offer-sheet-html.ts';
import { offerPageUrl } from './offer-page-url.ts';
import { offerSheet, type OfferSheet } from './offer-sheet.ts';
import { photoDataUrl, photoSourceUrl } from './sheet-photo.ts';

/**
 * The sheet's facts in the language the query names, else the visitor's (Accept-Language). A gone
 * offer is the 404 of ERR-01; a hotel the offers API cannot show only costs the sheet its gallery
 * facts, which the offer itself also carries.
 */
async function sheetFor(request: ApiRequest): Promise<OfferSheet> {
  const { uuid, lang, ...party } = parseQuery(OfferSheetQuerySchema, request);
  const locale = lang ?? request.locale;
  const offer = await lookUpOffer(uuid, locale);
  const hotel = offer.hotel
    ? await lookUpHotel(offer.hotel.id, locale).catch((error: unknown) => {
        console.warn(JSON.stringify({ level: 'warn', msg: 'offer sheet without show_hotel', error: String(error) }));
        return undefined;
      })
    : undefined;
  const { SITE_URL } = env();
  return offerSheet({
    offer,
    hotel,
    party,
    locale,
    now: request.now,
    offerUrl: offerPageUrl(SITE_URL, offer),
    siteUrl: SITE_URL,
  });
}

/**
 * The HTML sheet may be framed by the site itself only (the site prints it from an iframe), and
 * loads nothing but its own stylesheet, inline images and the photo's own origin.
 */
function htmlHeaders(photo: URL | undefined, siteUrl: string): Record<string, string> {
  const photoOrigin = photo && photo.origin !== new URL(siteUrl).origin ? ` ${photo.origin}` : '';
  return {
    'content-security-policy': [
      "default-src 'none'",
      `img-src 'self' data:${photoOrigin}`,
      `style-src ${SHEET_STYLE_HASH}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'x-frame-options': 'SAMEORIGIN',
  };
}

export const exportsRoutes: GroupRoutes<'exports'> = {
  offersSheet: async (request): Promise<ApiResponse> => {
    const sheet = await sheetFor(request);
    const { SITE_URL } = env();
    const photo = sheet.photo ? photoSourceUrl(sheet.photo.url, SITE_URL) : undefined;
    // The browser loads the photo itself; a photo on the site stays a site path, whatever origin serves the sheet.
    const photoSrc =
      photo === undefined
        ? undefined
        : photo.origin === new URL(SITE_URL).origin
          ? photo.pathname + photo.search
          : photo.href;
    const html = offerSheetHtml(sheet, { photoSrc, qrDataUrl: await qrCodeDataUrl(sheet.offerUrl) });
    return {
      status: 200,
      raw: { contentType: 'text/html; charset=utf-8', data: html },
      headers: htmlHeaders(photo, SITE_URL),
    };
  },

  offersSheetPdf: async (request): Promise<ApiResponse> => {
    const sheet = await sheetFor(request);
    const photo = sheet.photo ? photoSourceUrl(sheet.photo.url, env().SITE_URL) : undefined;
    const [photoSrc, qrDataUrl] = await Promise.all([
      photo ? photoDataUrl(photo) : undefined,
      qrCodeDataUrl(sheet.offerUrl),
    ]);
    const pdf = await renderPdf(offerSheetHtml(sheet, { photoSrc, qrDataUrl }), {
      onBlockedRequest: (url) =>
        console.warn(JSON.stringify({ level: 'warn', msg: 'offer sheet asked for a blocked URL', url })),
    });
    return {
      status: 200,
      raw: { contentType: 'application/pdf', data: pdf },
      headers: { 'content-disposition': `attachment; filename="${sheet.fileName}"` },
    };
  },
};
