import { useIntl } from 'react-intl';
import { pageCount } from '@app/shared/offers-list/list-query';
import { formatCount } from '../../../lib/intl/formats.ts';
import { ListPagination } from '../../../components/pagination/list-pagination.tsx';
import { useFilterData } from '../../../api/get-filter-data.ts';
import { useHotelsList } from '../api/get-hotels-list.ts';
import { HOTELS_PER_PAGE } from '../hotel-search.ts';
import { useHotelSearch } from '../use-hotel-search.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';
import { HotelSearchPanel } from './hotel-search-panel.tsx';

/** Placeholders while the first answer loads: one screen's worth. */
const SKELETONS = 6;

/**
 * The hotel list (spec §2, HLIST-01..03): hotels by name or place, narrowed by country or region and
 * by the kind of offer, from GET /offers/get_hotels_list. The search is the URL; the previous answer
 * stays on screen, dimmed, while the next one loads.
 */
export function HotelListPage() {
  const intl = useIntl();
  const { search, change, pageHref } = useHotelSearch();
  const regions = useFilterData('regions_filter');
  const list = useHotelsList(search);
  const data = list.isError ? undefined : list.data;
  const updating = list.isPlaceholderData;

  return (
    <div className="container hotel-list">
      <title>{intl.formatMessage({ id: 'hotel_list.site' })}</title>
      <meta name="description" content={intl.formatMessage({ id: 'hotel_list.intro' })} />
      <header className="hotel-list__header">
        <h1 className="hotel-list__title">{intl.formatMessage({ id: 'hotel_list.title' })}</h1>
        <p className="hotel-list__intro">{intl.formatMessage({ id: 'hotel_list.intro' })}</p>
      </header>
      <HotelSearchPanel search={search} regions={regions} onChange={change} />
      <section className="hotel-list__results" aria-labelledby="hotel-results-heading" aria-busy={list.isFetching}>
        <h2 id="hotel-results-heading" className="hotel-list__total" aria-live="polite" aria-atomic="true">
          {data === undefined ? (
            <>
              <span className="visually-hidden">{intl.formatMessage({ id: 'hotel_list.loading' })}</span>
              <span className="skeleton skeleton--line hotel-list__total-skeleton" aria-hidden="true" />
            </>
          ) : (
            intl.formatMessage(
              { id: 'hotel_list.total' },
              { count: data.total, countText: formatCount(intl, data.total) },
            )
          )}
        </h2>
        {updating ? (
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'hotel_list.updating' })}
          </p>
        ) : null}
        {list.isError ? (
          <div className="list-message" role="alert">
            <p>{intl.formatMessage({ id: 'hotel_list.error' })}</p>
            <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
              {intl.formatMessage({ id: 'hotel_list.retry' })}
            </button>
          </div>
        ) : data === undefined ? (
          <ul className="hotel-list__cards">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index}>
                <HotelCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data.hotels.length === 0 ? (
          <div className="list-message hotel-list__empty">
            <h3>{intl.formatMessage({ id: 'hotel_list.empty_title' })}</h3>
            <p>{intl.formatMessage({ id: 'hotel_list.empty_text' })}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => change({ text: '', region: undefined, offerType: undefined })}
            >
              {intl.formatMessage({ id: 'hotel_list.clear' })}
            </button>
          </div>
        ) : (
          <ul className={`hotel-list__cards${updating ? ' hotel-list__cards--updating' : ''}`}>
            {data.hotels.map((hotel) => (
              <li key={hotel.id}>
                <HotelCard hotel={hotel} offerType={search.offerType} />
              </li>
            ))}
          </ul>
        )}
        {data ? (
          <ListPagination page={search.page} count={pageCount(data.total, HOTELS_PER_PAGE)} hrefOf={pageHref} />
        ) : null}
      </section>
    </div>
  );
}
