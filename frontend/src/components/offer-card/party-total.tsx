import { useIntl } from 'react-intl';
import { partyTotal, travellers, type Party } from '@app/shared/offers-list/party-price';
import type { ListOffer } from './list-offer-card.tsx';
import { formatOfferPrices } from '../../lib/intl/formats.ts';
import './party-total.css';

/**
 * "Razem za 2 osoby: 3 998 zł" under a card's price per person (issue 22), in the currency the card
 * leads with. Nothing for one traveller (the total is the price shown) nor for a party with
 * children: the list's answer does not carry the offer's child pricing, and a guessed total would
 * mislead (shared/src/offers-list/party-price.ts).
 */
export function PartyTotal({ offer, party }: { offer: ListOffer; party: Party }) {
  const intl = useIntl();
  const pln = partyTotal(offer.price_per_person_pln, party);
  if (pln === undefined || travellers(party) < 2) return null;
  const eur = partyTotal(offer.price_per_person_eur, party);
  const { primary } = formatOfferPrices(intl, { pln, eur });
  return (
    <p className="party-total">
      {intl.formatMessage({ id: 'offers_list.card.party_total' }, { count: travellers(party), price: primary })}
    </p>
  );
}
