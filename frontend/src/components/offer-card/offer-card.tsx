import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SpecialOffer } from '@app/shared/offers';
import { FacilityIcon, isFacilityIconType } from '../icons/facility-icon.tsx';
import { formatOfferPrices } from '../../lib/intl/formats.ts';
import { HotelStars } from './hotel-stars.tsx';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, OfferImagePlaceholder } from './offer-image-placeholder.tsx';

const BADGES = [
  { flag: 'is_lastminute', id: 'special_offers.badge.lastminute', tone: 'lastminute' },
  { flag: 'is_firstminute', id: 'special_offers.badge.firstminute', tone: 'firstminute' },
  { flag: 'is_allinclusive', id: 'special_offers.badge.allinclusive', tone: 'allinclusive' },
] as const;

/**
 * One special offer (spec §2, §3). Its price is the cards' one (formatOfferPrices, D13): euro first
 * in German, zloty first otherwise. The hotel name is the link and its hit area covers the whole
 * card, so the card is one click target while a screen reader hears a short link name.
 */
export function OfferCard({ offer }: { offer: SpecialOffer }) {
  const intl = useIntl();
  const { subject } = offer;
  const place = [subject.country_name, subject.region_name].filter(Boolean).join(', ');
  const badges = BADGES.filter((badge) => offer[badge.flag]);
  // Unknown types have no icon in the set; the same type twice shows once.
  const facilities = [...new Set(subject.facilities.map((facility) => facility.type))].filter(isFacilityIconType);

  return (
    <article className="card offer-card">
      <div className="offer-card__media">
        {subject.image_url ? (
          <img
            className="offer-card__image"
            src={subject.image_url}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <OfferImagePlaceholder label={intl.formatMessage({ id: 'special_offers.no_photo' })} />
        )}
        {badges.length > 0 ? (
          <ul className="offer-card__badges">
            {badges.map((badge) => (
              <li key={badge.flag} className={`offer-card__badge offer-card__badge--${badge.tone}`}>
                {intl.formatMessage({ id: badge.id })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="offer-card__body">
        <h3 className="offer-card__name">
          <CardLink href={subject.description_link}>{subject.name}</CardLink>
        </h3>
        {place ? <p className="offer-card__place">{place}</p> : null}
        <HotelStars rating={subject.rating} />
        {facilities.length > 0 ? (
          <ul className="offer-card__facilities" aria-label={intl.formatMessage({ id: 'special_offers.facilities' })}>
            {facilities.map((type) => {
              const name = intl.formatMessage({ id: `special_offers.facility.${type}` });
              return (
                <li key={type} className="offer-card__facility" title={name}>
                  <FacilityIcon type={type} />
                  <span className="visually-hidden">{name}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className="offer-card__price">
          <FormattedMessage
            id="special_offers.price_from"
            values={{
              price: (
                <strong className="price">
                  {formatOfferPrices(intl, { pln: offer.price_pln, eur: offer.price_eur }).primary}
                </strong>
              ),
            }}
          />
        </p>
      </div>
    </article>
  );
}

/** Links into the site stay client-side; anything else is an ordinary link. */
function CardLink({ href, children }: { href: string; children: ReactNode }) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return internal ? (
    <Link to={href} className="card__link offer-card__link">
      {children}
    </Link>
  ) : (
    <a href={href} className="card__link offer-card__link">
      {children}
    </a>
  );
}
