import type { Locale } from '@app/shared/locale';
import type { OfferSummary } from '@app/shared/offers';
import { lookUpOffer } from '../lib/offers-api/offers-api.ts';

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
