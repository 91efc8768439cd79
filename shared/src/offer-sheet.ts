import * as z from 'zod';
import { LOCALES } from './locale.ts';
import { SearchQuerySchema } from './search-criteria.ts';
import { ADULTS_MAX, ADULTS_MIN } from './search-form/party.ts';

/**
 * The query of `GET /offers/offer_sheet` and `GET /offers/offer_sheet_pdf` (PRINT-01..04): the offer,
 * and the party the visitor searched for, spelled as the search spells it, only for the sheet's
 * "for N people" line. `lang` names the sheet's language: the site opens both routes by navigation
 * (an iframe to print, a download link), which cannot set Accept-Language, and the visitor's chosen
 * language lives in the browser; without it the Accept-Language header decides.
 */
export const OfferSheetQuerySchema = z.strictObject({
  uuid: z.uuid(),
  adults_number: z.coerce.number<string>().int().min(ADULTS_MIN).max(ADULTS_MAX).optional(),
  children_ages: SearchQuerySchema.shape.children_ages,
  lang: z.enum(LOCALES).optional(),
});
export type OfferSheetQuery = z.input<typeof OfferSheetQuerySchema>;
export type OfferSheetParty = Pick<z.output<typeof OfferSheetQuerySchema>, 'adults_number' | 'children_ages'>;
