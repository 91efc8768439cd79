import { SEO_DATES_TIME_ZONE } from '@app/shared/destinations/seo-dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Destination } from '@app/shared/destinations/destination-types';
import type { Locale } from '@app/shared/locale';
import { DEFAULT_PAGING, listPageQuery, offersListQuery, type ListSearch } from '@app/shared/offers-list/list-query';
import { parseQueryString } from '@app/shared/search-form/search-query';
import { PATHS } from '../../../config/paths.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { offersListQueryOptions } from '../../../api/get-offers-list.ts';
import { hotelLinkQuery } from '../../../components/offer-card/card-details.ts';
import { formatDay } from '../../../lib/intl/formats.ts';
import { ListOfferCard } from '../../../components/offer-card/list-offer-card.tsx';
import { ListOfferCardSkeleton } from '../../../components/offer-card/list-offer-card-skeleton.tsx';
import { useSiteConfiguration } from '../api/get-site-configuration.ts';
import { anyDateSearch, DESTINATION_OFFERS, destinationSearch } from '@app/shared/destinations/destination-search';
import { useToday } from '../../../lib/use-today.ts';

const EAGER_CARDS = 2;

function offersHref(search: ListSearch, timeZone: string): string {
  const query = listPageQuery(
    { ...search, paging: { ...search.paging, limit: DEFAULT_PAGING.limit } },
    {},
    { timeZone },
  );
  return `${PATHS.offers}?${query}`;
}

function Skeletons() {
  return (
    <div className="destination-offers__list" aria-hidden="true">
      {Array.from({ length: DESTINATION_OFFERS }, (_, index) => (
        <ListOfferCardSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * The cheapest holidays to the destination on the SEO dates (SEO-03): the site configuration, then
 * GET /offers/list. Nothing loads in the prerendered HTML (skeletons of the final size stand there) —
 * the day and the prices belong to the visit, not to the build.
 */
export function OffersPanel({
  destination,
  locale,
  active,
}: {
  destination: Destination;
  locale: Locale;
  active: boolean;
}) {
  const intl = useIntl();
  // The SEO dates count Warsaw days (D3).
  const today = useToday(SEO_DATES_TIME_ZONE);
  const configuration = useSiteConfiguration({ enabled: active && today !== undefined });
  const timeZone = browserTimeZone();
  const search = useMemo(
    () => (today && configuration.data ? destinationSearch(destination, today, configuration.data) : undefined),
    [destination, today, configuration.data],
  );
  const query = useMemo(() => (search ? offersListQuery(search, { timeZone }) : ''), [search, timeZone]);
  const list = useQuery({ ...offersListQueryOptions(locale, query), enabled: active && search !== undefined });
  const linkQuery = hotelLinkQuery(query);
  const linkParams = useMemo(() => Object.fromEntries(parseQueryString(linkQuery)), [linkQuery]);
  const name = destination.name[locale];

  const failed = configuration.isError || list.isError;
  const retry = () => void (configuration.isError ? configuration.refetch() : list.refetch());

  return (
    <section className="destination-offers" aria-labelledby="destination-offers-heading" aria-busy={list.isFetching}>
      <h2 id="destination-offers-heading">{intl.formatMessage({ id: 'destinations.offers.heading' }, { name })}</h2>
      {/* The line is there from the first paint (a placeholder until the day is known): no shift. */}
      {search?.values.departureDate && search.values.returnDate ? (
        <p className="destination-offers__dates">
          {intl.formatMessage(
            { id: 'destinations.offers.dates' },
            {
              departure: formatDay(intl, search.values.departureDate),
              returnDate: formatDay(intl, search.values.returnDate),
            },
          )}
        </p>
      ) : (
        <p className="destination-offers__dates" aria-hidden="true">
          <span className="skeleton destination-offers__dates-skeleton" />
        </p>
      )}
      {failed ? (
        <div className="destination-offers__state" role="alert">
          <p>{intl.formatMessage({ id: 'destinations.offers.error' })}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {intl.formatMessage({ id: 'destinations.offers.retry' })}
          </button>
        </div>
      ) : list.data === undefined || search === undefined ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'destinations.offers.loading' })}
          </p>
          <Skeletons />
        </>
      ) : list.data.offers.length === 0 ? (
        <div className="destination-offers__state">
          <p>{intl.formatMessage({ id: 'destinations.offers.empty' }, { name })}</p>
          <Link className="button button--primary" to={offersHref(anyDateSearch(search), timeZone)}>
            {intl.formatMessage({ id: 'destinations.offers.other_dates' })}
          </Link>
        </div>
      ) : (
        <>
          <ul className="destination-offers__list">
            {list.data.offers.slice(0, DESTINATION_OFFERS).map((offer, index) => (
              <li key={offer.uuid}>
                <ListOfferCard offer={offer} linkParams={linkParams} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          <p className="destination-offers__more">
            <Link className="button button--primary" to={offersHref(search, timeZone)}>
              {intl.formatMessage({ id: 'destinations.offers.see_all' }, { name })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
