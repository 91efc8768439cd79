import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import {
  hotelOffersChoicesQuery,
  hotelOffersQuery,
  searchOfHotelPage,
} from '@app/shared/hotel-page/hotel-offers-query';
import { parseHotelTab, type HotelTab } from '@app/shared/hotel-page/hotel-tabs';
import { toQueryString } from '@app/shared/search-form/search-query';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useHotel } from '../api/get-hotel.ts';
import { AdditionalInfoPanel } from '../panels/additional-info-panel.tsx';
import { DescriptionPanel } from '../panels/description-panel.tsx';
import { FacilitiesPanel } from '../panels/facilities-panel.tsx';
import { GalleryPanel } from '../panels/gallery-panel.tsx';
import { MapPanel } from '../panels/map-panel.tsx';
import { ReviewsPanel } from '../panels/reviews-panel.tsx';
import { WeatherPanel } from '../panels/weather-panel.tsx';
import { ChosenOffer } from '../offer/components/chosen-offer.tsx';
import { useChosenOffer } from '../offer/use-chosen-offer.ts';
import { DatesPanel } from './dates-panel.tsx';
import { HotelHead } from './hotel-head.tsx';
import { hotelPanelId, hotelTabId, HotelTabs } from './hotel-tabs.tsx';

/**
 * The hotel page (spec §2, decision D12: `/hotel/<slug>?id=…` with the search of the card that led
 * here). The hotel's id is in the query, so a renamed hotel's old link still finds it; the slug is
 * for people and search engines. A hotel no longer in the offer says so instead of a bare 404.
 */
export function HotelPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const hotel = useHotel(id);
  const search = `?${params.toString()}`;
  const backHref = withQuery(PATHS.offers, toQueryString(searchOfHotelPage(search)));

  if (!id || (hotel.error instanceof ApiError && (hotel.error.status === 404 || hotel.error.status === 400)))
    return <HotelGone />;
  if (hotel.isError)
    return (
      <section className="container hotel-message" role="alert">
        <p>{intl.formatMessage({ id: 'hotel.error' })}</p>
        <button type="button" className="button button--primary" onClick={() => void hotel.refetch()}>
          {intl.formatMessage({ id: 'hotel.retry' })}
        </button>
      </section>
    );
  if (!hotel.data) return <HotelSkeleton />;

  const tab = parseHotelTab(params.get('tab'));
  const allDates = new URLSearchParams({ id, tab: 'dates_with_prices' });
  const offerType = params.get('offer_type');
  if (offerType) allDates.set('offer_type', offerType);
  const offersQuery = hotelOffersQuery(search) ?? '';
  return (
    <article className="container hotel-page">
      <title>{`${hotel.data.name} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
      <HotelHead hotel={hotel.data} backHref={backHref}>
        <ChosenOffer offersQuery={offersQuery} allDatesHref={`?${allDates.toString()}`} />
      </HotelHead>
      <HotelTabs active={tab} />
      <section
        id={hotelPanelId(tab)}
        role="tabpanel"
        aria-labelledby={hotelTabId(tab)}
        tabIndex={0}
        className="hotel-panel"
      >
        {panelOf(tab, hotel.data, {
          offersQuery,
          choicesQuery: hotelOffersChoicesQuery(search) ?? '',
          allDatesHref: `?${allDates.toString()}`,
        })}
      </section>
    </article>
  );
}

interface DatesQueries {
  readonly offersQuery: string;
  readonly choicesQuery: string;
  readonly allDatesHref: string;
}

function panelOf(tab: HotelTab, hotel: HotelDetails, dates: DatesQueries): ReactNode {
  switch (tab) {
    case 'dates_with_prices':
      return (
        <DatesPanel query={dates.offersQuery} allDatesHref={dates.allDatesHref} choicesQuery={dates.choicesQuery} />
      );
    case 'description':
      return <DescriptionPanel hotel={hotel} />;
    case 'map':
      return <MapPanel hotel={hotel} />;
    case 'facilities':
      return <FacilitiesPanel hotel={hotel} />;
    case 'gallery':
      return <GalleryPanel hotel={hotel} />;
    case 'reviews':
      return <ReviewsPanel hotel={hotel} />;
    case 'additional_information':
      return <AdditionalInformation hotel={hotel} offersQuery={dates.offersQuery} />;
    case 'weather':
      return <WeatherPanel hotel={hotel} />;
  }
}

/** The notes that apply to the hotel and to the offer the page shows (issue 14, CONST-47). */
function AdditionalInformation({ hotel, offersQuery }: { hotel: HotelDetails; offersQuery: string }) {
  const { offer } = useChosenOffer(offersQuery);
  return <AdditionalInfoPanel hotel={hotel} offer={offer} />;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

function HotelGone() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'hotel.not_found.title' });
  return (
    <section className="container message-page" aria-labelledby="hotel-gone-title">
      <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="hotel-gone-title">{title}</h1>
      <p>{intl.formatMessage({ id: 'hotel.not_found.text' })}</p>
      <Link to={PATHS.offers} className="button button--primary">
        {intl.formatMessage({ id: 'hotel.not_found.search' })}
      </Link>
    </section>
  );
}

/** The head's and the tabs' boxes while the hotel loads, so nothing jumps when it arrives. */
function HotelSkeleton() {
  return (
    <div className="container hotel-page" aria-busy="true">
      <span className="skeleton skeleton--line hotel-skeleton__back" />
      <span className="skeleton skeleton--line hotel-skeleton__name" />
      <span className="skeleton hotel-skeleton__photo" />
    </div>
  );
}
