import { HotelDetailsSchema, type HotelDetails } from '@app/shared/hotel-page/hotel-details';
import type { Locale } from '@app/shared/locale';
import { OfferSummarySchema, type OfferSummary } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import type * as z from 'zod';
import { env } from '../env.ts';
import { HttpError } from '../http/errors.ts';

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Asks the offers API (`OFFERS_API_URL`) rather than reading the snapshot: groups do not import each
 * other, and the offers Lambda already holds the snapshot in memory, where another Lambda would have
 * to download and decode it on every cold start (decision 011). Names come in `locale` (D14), as
 * the visitor's own request would get them. An unreachable API is a 503; a 404 is `whenGone`.
 */
async function askOffersApi<S extends z.ZodType>(
  path: string,
  query: Readonly<Record<string, string>>,
  locale: Locale,
  schema: S,
  whenGone: () => HttpError,
): Promise<z.infer<S>> {
  const base = env().OFFERS_API_URL;
  if (!base) throw new Error('OFFERS_API_URL is not set');
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
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
    throw whenGone();
  }
  if (response.status === 503) {
    await response.body?.cancel();
    throw new HttpError('offers_unavailable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError('service_unavailable', { cause: new Error(`offers API answered ${response.status}`) });
  }
  return schema.parse(await response.json());
}

/** An offer's facts (`GET /offers/show_offer`); a gone offer is the spec's "oferta nie jest już dostępna" (404). */
export function lookUpOffer(uuid: string, locale: Locale): Promise<OfferSummary> {
  return askOffersApi(
    ROUTES.offersShowOffer.path,
    { uuid },
    locale,
    OfferSummarySchema,
    () => new HttpError('offer_not_available'),
  );
}

/** A hotel's page content (`GET /offers/show_hotel`); a hotel no longer in the offer is a 404 `not_found`. */
export function lookUpHotel(id: string, locale: Locale): Promise<HotelDetails> {
  return askOffersApi(
    ROUTES.offersShowHotel.path,
    { id },
    locale,
    HotelDetailsSchema,
    () => new HttpError('not_found'),
  );
}
