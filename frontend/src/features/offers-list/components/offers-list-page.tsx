import { useMemo } from 'react';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';
import type { Party } from '@app/shared/offers-list/party-price';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ListPreset } from '@app/shared/offers-list/list-query';
import { pageCount } from '@app/shared/offers-list/list-query';
import { isFlightOfferType } from '@app/shared/search-form/active-filters';
import { parseQueryString } from '@app/shared/search-form/search-query';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { activeFilterCount } from '../active-filter-count.ts';
import { useOffersList } from '../../../api/get-offers-list.ts';
import { eurPlnRate, hotelLinkQuery } from '../../../components/offer-card/card-details.ts';
import { formatCount } from '../../../lib/intl/formats.ts';
import { useListSearch } from '../use-list-search.ts';
import { FilterPanel } from './filter-panel.tsx';
import { FiltersDialog } from './filters-dialog.tsx';
import { ActiveSearch } from './active-search.tsx';
import { ListError } from './list-error.tsx';
import { ListOfferCard } from '../../../components/offer-card/list-offer-card.tsx';
import { ListOfferCardSkeleton } from '../../../components/offer-card/list-offer-card-skeleton.tsx';
import { ListPagination } from '../../../components/pagination/list-pagination.tsx';
import { NoOffers } from './no-offers.tsx';
import { ResultsHeader } from './results-header.tsx';

/** Skeleton cards while the first answer loads: enough to fill a screen, not the whole page. */
const SKELETONS = 4;
/** Cards whose photos load at once; the rest load as they scroll into view. */
const EAGER_CARDS = 2;

interface OffersListPageProps {
  /** What the path fixes (listing pages): the offer type, a country page's destination. */
  readonly preset: ListPreset;
  readonly title: string;
  readonly intro: string;
  /** Where a change of a path-fixed destination goes (a country page → /wakacje). */
  readonly generalPath?: string;
}

/**
 * The offers list (spec §2: /offers and the listing pages): the search is the URL (ROUTE-01), the
 * answer comes from GET /offers/list keyed by the normalized query (LIST-15), the previous answer
 * stays while the next loads. Filters sit in a column on desktop and in a dialog on phones; above the
 * results a heading sums up the search and chips remove single filters (issue 22).
 */
export function OffersListPage({ preset, title, intro, generalPath }: OffersListPageProps) {
  const intl = useIntl();
  const isDesktop = useIsDesktop();
  const controls = useListSearch(preset, generalPath);
  const { search, query, setFilters, setPaging, clearFilters, pageHref } = controls;
  const list = useOffersList(query);
  const data = list.data;
  const flights = isFlightOfferType(search.values.offerType);
  const linkQuery = hotelLinkQuery(query);
  const linkParams = useMemo(() => Object.fromEntries(parseQueryString(linkQuery)), [linkQuery]);
  const rate = useMemo(() => (data ? eurPlnRate(data.offers) : undefined), [data]);
  // One object per party, so the memoised cards do not re-render when something else changes.
  const adults = search.values.adults ?? ADULTS_DEFAULT;
  const ages = (search.values.childrenAges ?? []).join(',');
  const party = useMemo(
    () => ({ adults, childrenAges: ages === '' ? [] : ages.split(',').map(Number) }),
    [adults, ages],
  );
  const updating = list.isPlaceholderData;
  const totals = data ? { hotels: data.total_hotels, offers: data.total_offers } : undefined;

  const panel = (
    <FilterPanel
      values={search.values}
      facets={data?.facets}
      onChange={setFilters}
      onClear={clearFilters}
      showOfferType={preset.offerType === undefined}
      titled={isDesktop}
    />
  );
  const showLabel = intl.formatMessage(
    { id: flights ? 'offers_list.filters.show_flights' : 'offers_list.filters.show' },
    { count: data?.total_hotels ?? 0, countText: formatCount(intl, data?.total_hotels ?? 0) },
  );

  return (
    <div className="container offers-list">
      <title>{intl.formatMessage({ id: 'offers_list.site' }, { title })}</title>
      <meta name="description" content={intro} />
      <header className="offers-list__header">
        <h1 className="offers-list__title">{title}</h1>
        <p className="offers-list__intro">{intro}</p>
      </header>
      <div className="offers-list__layout">
        {isDesktop ? <aside className="offers-list__filters">{panel}</aside> : null}
        <section className="offers-list__results" aria-labelledby="results-heading" aria-busy={list.isFetching}>
          <ActiveSearch values={search.values} preset={preset} onChange={setFilters} onClear={clearFilters} />
          <ResultsHeader
            totals={list.isError ? undefined : totals}
            flights={flights}
            sort={search.paging.sort}
            onSort={(sort) => setPaging({ sort })}
            filtersButton={
              isDesktop ? null : (
                <FiltersDialog activeCount={activeFilterCount(search.values, preset)} showLabel={showLabel}>
                  {panel}
                </FiltersDialog>
              )
            }
          />
          {updating ? (
            <p className="visually-hidden" role="status">
              {intl.formatMessage({ id: 'offers_list.updating' })}
            </p>
          ) : null}
          <ResultsBody
            status={list.isError ? 'error' : data ? 'ready' : 'loading'}
            data={data}
            updating={updating}
            linkParams={linkParams}
            party={party}
            page={search.paging.page}
            onRetry={() => void list.refetch()}
            onClear={clearFilters}
            firstPageHref={pageHref(0)}
          />
          {data && !list.isError ? (
            <ListPagination
              page={search.paging.page}
              count={pageCount(data.total_hotels, search.paging.limit)}
              hrefOf={pageHref}
            />
          ) : null}
          {/* Below the cards, so its arrival never pushes them down (D7: the rate behind the prices). */}
          {rate !== undefined && !list.isError ? (
            <p className="offers-list__rate">
              {intl.formatMessage(
                { id: 'offers_list.rate_note' },
                { rate: intl.formatNumber(rate, { minimumFractionDigits: 2, maximumFractionDigits: 4 }) },
              )}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}

interface ResultsBodyProps {
  readonly status: 'loading' | 'error' | 'ready';
  readonly data: ReturnType<typeof useOffersList>['data'];
  readonly updating: boolean;
  readonly linkParams: Readonly<Record<string, string>>;
  readonly party: Party;
  readonly page: number;
  readonly onRetry: () => void;
  readonly onClear: () => void;
  readonly firstPageHref: string;
}

function ResultsBody({
  status,
  data,
  updating,
  linkParams,
  party,
  page,
  onRetry,
  onClear,
  firstPageHref,
}: ResultsBodyProps) {
  const intl = useIntl();
  if (status === 'error') return <ListError onRetry={onRetry} />;
  if (status === 'loading' || data === undefined)
    return (
      <ul className="offers-list__cards">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <ListOfferCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (data.total_hotels === 0) return <NoOffers onClear={onClear} />;
  if (data.offers.length === 0)
    return (
      <div className="list-message">
        <p>{intl.formatMessage({ id: 'offers_list.page_empty' })}</p>
        <Link className="button button--secondary" to={firstPageHref}>
          {intl.formatMessage({ id: 'offers_list.page_first' })}
        </Link>
      </div>
    );
  return (
    <ul className={`offers-list__cards${updating ? ' offers-list__cards--updating' : ''}`} data-page={page}>
      {data.offers.map((offer, index) => (
        <li key={offer.uuid}>
          <ListOfferCard offer={offer} linkParams={linkParams} party={party} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
