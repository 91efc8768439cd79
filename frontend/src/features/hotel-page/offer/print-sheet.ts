import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import type { PartyQuery } from './api/get-offer.ts';

/** The offer sheet's query (shared/src/offer-sheet.ts): the offer, the party, and the page's language. */
export function offerSheetQuery(uuid: string, party: PartyQuery, locale: Locale): string {
  const pairs: [string, string][] = [['uuid', uuid]];
  if (party.adults_number) pairs.push(['adults_number', party.adults_number]);
  if (party.children_ages) pairs.push(['children_ages', party.children_ages]);
  pairs.push(['lang', locale]);
  return toQueryString(pairs);
}

export const offerSheetUrl = (query: string) => `${ROUTES.offersSheet.path}?${query}`;
export const offerSheetPdfUrl = (query: string) => `${ROUTES.offersSheetPdf.path}?${query}`;

const FRAME_ID = 'offer-sheet-print-frame';

/**
 * Prints the offer sheet (PRINT-01..04) without leaving the page: the sheet the exports group renders
 * is loaded into a hidden frame of the same origin and that frame's print dialog opens, so the
 * printout is exactly the PDF's layout, not the page's. Resolves false when the sheet did not load
 * (the offer gone, the server down), so the page can say so.
 */
export function printOfferSheet(url: string): Promise<boolean> {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'offer sheet';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Off screen rather than display:none, which some browsers refuse to print.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  return new Promise((resolve) => {
    frame.addEventListener('load', () => {
      const sheet = frame.contentWindow;
      // A failed answer is JSON, not the sheet: the frame's document then has no sheet in it.
      const printable = sheet?.document.querySelector('main') !== null;
      if (!sheet || !printable) return resolve(false);
      sheet.focus();
      sheet.print();
      resolve(true);
    });
    frame.addEventListener('error', () => resolve(false));
    frame.src = url;
    document.body.append(frame);
  });
}
