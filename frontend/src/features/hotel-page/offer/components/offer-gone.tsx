import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { OfferSummary } from '@app/shared/offers';
import { formatDay, formatOfferPrices } from '../../../../lib/intl/formats.ts';
import { searchWithOffer } from '../choose-offer.ts';

/**
 * The expired notice (spec §2, §8 ERR-01) for an offer gone from the offer or booked by someone else,
 * with the hotel's cheapest other dates one click away, so the visitor is not left at a dead end.
 */
export function OfferGone({ similar, allDatesHref }: { similar: readonly OfferSummary[]; allDatesHref: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const linkTo = (uuid: string) => searchWithOffer(params, uuid);
  return (
    <section className="chosen-offer chosen-offer--gone" aria-labelledby="offer-gone-title">
      <p id="offer-gone-title" className="chosen-offer__gone" role="alert">
        {intl.formatMessage({ id: 'hotel.offer.gone' })}
      </p>
      {similar.length > 0 ? (
        <>
          <h2 className="chosen-offer__similar-title">{intl.formatMessage({ id: 'hotel.offer.similar' })}</h2>
          <ul className="chosen-offer__similar">
            {similar.map((offer) => (
              <li key={offer.uuid}>
                <Link to={{ search: linkTo(offer.uuid) }} preventScrollReset>
                  {formatDay(intl, offer.departure_date)} – {formatDay(intl, offer.return_date)},{' '}
                  {offer.board?.name ?? ''}
                  {offer.board ? ', ' : ''}
                  <strong>
                    {
                      formatOfferPrices(intl, { pln: offer.price_per_person_pln, eur: offer.price_per_person_eur })
                        .primary
                    }
                  </strong>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={allDatesHref} className="button button--secondary">
        {intl.formatMessage({ id: 'hotel.offer.similar.none' })}
      </Link>
    </section>
  );
}
