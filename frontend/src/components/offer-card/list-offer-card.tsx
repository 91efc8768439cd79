import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { hotelPageLink } from '@app/shared/hotel-link';
import type { OffersListResponse } from '@app/shared/offers';
import { formatDay, formatOfferPrices } from '../../lib/intl/formats.ts';
import { HotelStars } from './hotel-stars.tsx';
import type { Party } from '@app/shared/offers-list/party-price';
import { OfferImagePlaceholder } from './offer-image-placeholder.tsx';
import { PartyTotal } from './party-total.tsx';
import { airportLabel, cardFacts, placeLine, type CardFact } from './card-details.ts';
import './list-offer-card.css';

export type ListOffer = OffersListResponse['offers'][number];

/** The picture box of a card; the skeleton has the same, so nothing moves when the offers arrive. */
export const LIST_IMAGE_WIDTH = 300;
export const LIST_IMAGE_HEIGHT = 225;

interface ListOfferCardProps {
  readonly offer: ListOffer;
  /** The search's parameters; the hotel link keeps only those of ROUTE-07. */
  readonly linkParams: Readonly<Record<string, string>>;
  /** The first cards are in view at once: their photos load without waiting for the scroll. */
  readonly eager?: boolean;
  /** The search's party: the card adds what it pays together (a data prop, so the memo holds). */
  readonly party?: Party | undefined;
}

/**
 * One hotel's cheapest offer (spec §3 display fields; LIST-16): photo, name, place, stars and guest
 * rating, the facts of the offer, and the price per person in whole units, led by the language's
 * currency with the other after it (D7, D13: euro first in German, zloty first in Polish and English). The hotel name links to the hotel page (D12) and its hit area covers the card. Flights have
 * no hotel page yet, so their cards are not links. Memoised: a new answer that repeats an offer
 * (react-query keeps equal objects) does not re-render its card.
 */
export const ListOfferCard = memo(function ListOfferCard({
  offer,
  linkParams,
  eager = false,
  party,
}: ListOfferCardProps) {
  const intl = useIntl();
  const { hotel } = offer;
  const flight = hotel === null;
  const name = hotel?.name ?? intl.formatMessage({ id: 'offers_list.card.flight_title' }, { to: arrival(offer) });
  const prices = formatOfferPrices(intl, { pln: offer.price_per_person_pln, eur: offer.price_per_person_eur });
  const price = prices.primary;
  const href = hotel
    ? hotelPageLink({ id: hotel.id, name: hotel.name, offer_type: offer.offer_type }, linkParams)
    : null;

  return (
    <article className={flight ? 'card list-card list-card--flight' : 'card list-card'}>
      {flight ? null : (
        <div className="list-card__media">
          {hotel.image_url ? (
            <img
              className="list-card__image"
              src={hotel.image_url}
              alt=""
              width={LIST_IMAGE_WIDTH}
              height={LIST_IMAGE_HEIGHT}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <OfferImagePlaceholder label={intl.formatMessage({ id: 'special_offers.no_photo' })} />
          )}
          {/* Phones: the price on the photo, in view with it; read once, from the price block below. */}
          <span className="list-card__price-badge" aria-hidden="true">
            {intl.formatMessage({ id: 'offers_list.card.price' }, { price })}
          </span>
        </div>
      )}
      <div className="list-card__body">
        <h3 className="list-card__name">
          {flight ? <PlaneIcon /> : null}
          {href ? (
            <Link to={href} className="card__link list-card__link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {hotel ? <p className="list-card__place">{placeLine(hotel)}</p> : null}
        {hotel ? (
          <div className="list-card__rating">
            <HotelStars rating={hotel.stars} />
            {hotel.rating === null ? null : (
              <span className="list-card__score">
                {intl.formatMessage(
                  { id: 'offers_list.card.rating' },
                  { rating: intl.formatNumber(hotel.rating, { maximumFractionDigits: 1 }) },
                )}
              </span>
            )}
          </div>
        ) : null}
        <dl className="list-card__facts">
          {cardFacts(offer).map((fact) => (
            <div key={fact} className={`list-card__fact list-card__fact--${fact}`}>
              <dt>{`${intl.formatMessage({ id: `offers_list.card.${fact}` })}:`}</dt>{' '}
              <dd>{factValue(fact, offer, intl)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="list-card__offer">
        <p className="list-card__price">
          <FormattedMessage
            id="offers_list.card.price"
            values={{
              price: <strong className="price">{price}</strong>,
            }}
          />
        </p>
        {prices.secondary === undefined ? null : (
          <p className="list-card__price-secondary">
            {intl.formatMessage({ id: 'offers_list.card.price_secondary' }, { price: prices.secondary })}
          </p>
        )}
        {party ? <PartyTotal offer={offer} party={party} /> : null}
        <p className="list-card__count">
          {intl.formatMessage(
            { id: flight ? 'offers_list.card.offers_flights' : 'offers_list.card.offers' },
            { count: offer.offers_count },
          )}
        </p>
        {href ? (
          <span className="list-card__cta" aria-hidden="true">
            {intl.formatMessage({ id: 'offers_list.card.cta' })}
          </span>
        ) : null}
      </div>
    </article>
  );
});

/** Flights have no photo: a plane before the destination says what the card is. */
function PlaneIcon() {
  return (
    <svg className="list-card__plane" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
      />
    </svg>
  );
}

function arrival(offer: ListOffer): string {
  return offer.arrival_airport ? airportLabel(offer.arrival_airport) : '';
}

function factValue(fact: CardFact, offer: ListOffer, intl: ReturnType<typeof useIntl>): string {
  const included = (yes: boolean) =>
    intl.formatMessage({ id: yes ? 'offers_list.card.included' : 'offers_list.card.not_included' });
  switch (fact) {
    case 'dates':
      return offer.departure_date === offer.return_date
        ? formatDay(intl, offer.departure_date)
        : intl.formatMessage(
            { id: 'offers_list.card.dates_value' },
            {
              from: formatDay(intl, offer.departure_date),
              to: formatDay(intl, offer.return_date),
              days: offer.days,
            },
          );
    case 'board':
      return offer.board?.name ?? '';
    case 'accommodation':
      return offer.accommodation?.name ?? '';
    case 'flight':
      return offer.departure_airport && offer.arrival_airport
        ? `${airportLabel(offer.departure_airport)} → ${airportLabel(offer.arrival_airport)}`
        : '';
    case 'transfer':
      return included(offer.transfer);
    case 'train':
      return included(offer.train_to_airport);
    case 'availability':
      return intl.formatMessage({ id: `offers_list.availability.${offer.availability}` });
    case 'operator':
      return offer.operator.name;
  }
}
