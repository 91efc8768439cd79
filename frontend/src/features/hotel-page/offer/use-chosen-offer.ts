import { useSearchParams } from 'react-router-dom';
import { useHotelOffers } from '../api/get-hotel-offers.ts';
import { useOffer, useOfferAvailability } from './api/get-offer.ts';
import { cheapestOffer, OFFER_PARAM } from './choose-offer.ts';

/**
 * The offer the hotel page is about: the one named by `offer` in the URL, or else the cheapest of the
 * search the visitor came with (the card's offer). An offer picked from the variants may lie outside
 * the search's list and is then asked for on its own. Its availability is asked for too: fresh when
 * shown, again when the visitor returns to the browser tab (react-query's refetch on focus).
 */
export function useChosenOffer(offersQuery: string) {
  const [params] = useSearchParams();
  const wanted = params.get(OFFER_PARAM) ?? undefined;
  const list = useHotelOffers(offersQuery);
  const inList =
    wanted === undefined ? cheapestOffer(list.data?.offers ?? []) : list.data?.offers.find((o) => o.uuid === wanted);
  const single = useOffer(wanted !== undefined && list.isFetched && inList === undefined ? wanted : undefined);
  const offer = inList ?? single.data;
  const availability = useOfferAvailability(offer?.uuid);
  return { wanted, list, single, offer, availability };
}
