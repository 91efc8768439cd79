import type { Locale } from '@app/shared/locale';
import { OfferSummarySchema, type OfferSummary } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { env } from '../lib/env.ts';
import { HttpError } from '../lib/http/errors.ts';

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * An offer's facts, asked of the offers API (`GET /offers/show_offer`) rather than read from the
 * snapshot here: groups do not import each other, and the offers Lambda already holds the
 * snapshot in memory, where this Lambda would have to download and decode it on every cold start
 * (decision 011). A gone offer is a 404 with the spec's text; an unreachable API a 503.
 */
export async function lookUpOffer(uuid: string, locale: Locale): Promise<OfferSummary> {
  const base = env().OFFERS_API_URL;
  if (!base) throw new Error('OFFERS_API_URL is not set');
  const url = new URL(ROUTES.offersShowOffer.path, base);
  url.searchParams.set('uuid', uuid);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'accept-language': locale },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError('service_unavailable', { cause: error });
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new HttpError('offer_not_available');
  }
  if (response.status === 503) {
    await response.body?.cancel();
    throw new HttpError('offers_unavailable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError('service_unavailable', { cause: new Error(`offers API answered ${response.status}`) });
  }
  return OfferSummarySchema.parse(await response.json());
}

/** One offer as the visitor reads it and as the office reads it: names differ by language (D14). */
export interface OfferInLanguages {
  readonly visitor: OfferSummary;
  readonly office: OfferSummary;
}

/**
 * The offer an enquiry is about, in the visitor's language for their e-mail and in the office's for
 * the notification and the stored record, so a German visitor's question does not reach the Polish
 * office as "Flug München – Djerba". One request when the two languages are the same.
 */
export async function lookUpOfferForEnquiry(
  uuid: string,
  locale: Locale,
  officeLocale: Locale,
): Promise<OfferInLanguages> {
  if (locale === officeLocale) {
    const offer = await lookUpOffer(uuid, locale);
    return { visitor: offer, office: offer };
  }
  const [visitor, office] = await Promise.all([lookUpOffer(uuid, locale), lookUpOffer(uuid, officeLocale)]);
  return { visitor, office };
}
