import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { OfferSummary } from '@app/shared/offers';
import { roundOfferPrice } from '@app/shared/money';
import { formatOfferPrices, formatPriceEur, formatPricePln } from '../../../../lib/intl/formats.ts';
import { useOfferVariants, type PartyQuery } from '../api/get-offer.ts';
import { searchWithOffer } from '../choose-offer.ts';

/**
 * Terms and prices of the chosen dates for the visitor's party (spec §2, `/offers/variants`): the
 * other rooms and boards the hotel has on the same dates, each with its price per person and what it
 * costs more or less than the chosen one; choosing one makes it the chosen offer.
 */
export function OfferVariants({ offer, party }: { offer: OfferSummary; party: PartyQuery }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const variants = useOfferVariants(offer.uuid, party);
  if (variants.isError) return <p role="alert">{intl.formatMessage({ id: 'hotel.error' })}</p>;
  if (!variants.data) return <span className="skeleton skeleton--line" aria-busy="true" />;
  if (variants.data.length === 0)
    return <p className="offer-variants__none">{intl.formatMessage({ id: 'hotel.offer.variants.none' })}</p>;

  const linkTo = (uuid: string) => searchWithOffer(params, uuid);
  return (
    <ul className="offer-variants">
      {variants.data.map((variant) => {
        const prices = formatOfferPrices(intl, {
          pln: variant.price_per_person_pln,
          eur: variant.price_per_person_eur,
        });
        const leadsWithEur = prices.primaryCurrency === 'EUR';
        const difference =
          roundOfferPrice(leadsWithEur ? variant.price_per_person_eur : variant.price_per_person_pln) -
          roundOfferPrice(leadsWithEur ? offer.price_per_person_eur : offer.price_per_person_pln);
        const amount = (leadsWithEur ? formatPriceEur : formatPricePln)(intl, Math.abs(difference));
        return (
          <li key={variant.uuid} className="offer-variants__item">
            <span className="offer-variants__name">
              {variant.accommodation?.name ?? '–'}
              {', '}
              {variant.board?.name ?? '–'}
            </span>
            <span className="offer-variants__price">
              <strong>{prices.primary}</strong>{' '}
              <span className="offer-variants__difference">
                (
                {intl.formatMessage(
                  { id: 'hotel.offer.variants.difference' },
                  { sign: difference > 0 ? 'plus' : difference < 0 ? 'minus' : 'same', amount },
                )}
                )
              </span>
            </span>
            <Link
              to={{ search: linkTo(variant.uuid) }}
              preventScrollReset
              className="button button--secondary offer-variants__choose"
              aria-label={intl.formatMessage(
                { id: 'hotel.offer.choose_label' },
                { dates: `${variant.accommodation?.name ?? ''}, ${variant.board?.name ?? ''}`, price: prices.primary },
              )}
            >
              {intl.formatMessage({ id: 'hotel.offer.choose' })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
