import { foldDiacritics } from './text.ts';

/** The only search parameters a hotel-page link keeps (spec §2, ROUTE-07). */
export const HOTEL_LINK_PARAMS = [
  'departure_date',
  'return_date',
  'adults_number',
  'departure_airports',
  'children_ages',
  'boards',
  'price_max_eur',
  'facilities',
  'duration_min',
  'duration_max',
  'operator_code',
  'accommodations',
  'parser',
] as const;

export function hotelSlug(name: string): string {
  return (
    foldDiacritics(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'hotel'
  );
}

/**
 * The link to a hotel page (decision D12: `/hotel/<slug>`): only the ROUTE-07 parameters are kept;
 * without a custom base the link also keeps `id` and `offer_type` (ROUTE-08, ROUTE-09).
 */
export function hotelPageLink(
  hotel: { id: string; name: string; offer_type: string },
  params: Readonly<Record<string, string | number | undefined>>,
  customBase?: string,
): string {
  // shared runs without DOM or Node types, so the query string is built by hand (RFC 3986 encoding).
  const pairs: [string, string][] = customBase
    ? []
    : [
        ['id', hotel.id],
        ['offer_type', hotel.offer_type],
      ];
  for (const key of HOTEL_LINK_PARAMS) {
    const value = params[key];
    if (value !== undefined && value !== '') pairs.push([key, String(value)]);
  }
  const base = customBase ?? `/hotel/${hotelSlug(hotel.name)}`;
  const text = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return text ? `${base}?${text}` : base;
}

/** The hotel-page query parameter that names one offer of the hotel (OPEN-39: what a QR code opens). */
export const OFFER_PAGE_PARAM = 'offer';

/**
 * The page of one offer: the hotel page (decision D12) with the offer named by its uuid,
 * `/hotel/<slug>?id=<id>&offer_type=<type>&offer=<uuid>`. Printed sheets and TV views encode its
 * absolute form in their QR codes (OPEN-39); the search parameters are left out, because the offer
 * itself fixes dates, airport and operator.
 */
export function offerPageLink(hotel: { id: string; name: string; offer_type: string }, offerUuid: string): string {
  return `${hotelPageLink(hotel, {})}&${OFFER_PAGE_PARAM}=${encodeURIComponent(offerUuid)}`;
}
