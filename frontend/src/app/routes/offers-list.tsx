import type { QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { offersListQuery, readListSearch, type ListPreset } from '@app/shared/offers-list/list-query';
import { LIST_PAGES, type ListPageName } from '../../features/offers-list/list-pages.ts';
import { offersListQueryOptions } from '../../api/get-offers-list.ts';
import { OffersListPage } from '../../features/offers-list/components/offers-list-page.tsx';
import type { MessageId } from '../../lib/intl/message-id.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch, revalidateOnNewPage } from '../../lib/prefetch.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { appStore } from '../../lib/store.ts';
import '../../features/offers-list/offers-list.css';

/** The title and introduction of each listing page (spec §2). */
const LIST_PAGE_TEXTS = {
  offers: { title: 'offers_list.title.offers', intro: 'offers_list.intro.offers' },
  holidays: { title: 'offers_list.title.A', intro: 'offers_list.intro.A' },
  hotelsOnly: { title: 'offers_list.title.S', intro: 'offers_list.intro.S' },
  oneWayFlights: { title: 'offers_list.title.C1', intro: 'offers_list.intro.C1' },
  twoWayFlights: { title: 'offers_list.title.C2', intro: 'offers_list.intro.C2' },
} as const satisfies Record<ListPageName, { title: MessageId; intro: MessageId }>;

/**
 * Starts the list's request together with the route instead of after the first render; the page
 * shows skeletons meanwhile and the component's query takes the same key.
 */
function listLoader(queryClient: QueryClient, preset: ListPreset | undefined) {
  return ({ request }: LoaderFunctionArgs): null => {
    if (preset === undefined) return null;
    const timeZone = browserTimeZone();
    const search = readListSearch(new URL(request.url).search, preset, { timeZone });
    prefetch(queryClient, offersListQueryOptions(appStore.get(localeAtom), offersListQuery(search, { timeZone })));
    return null;
  };
}

function presetPage(name: ListPageName) {
  const { preset } = LIST_PAGES[name];
  const { title, intro } = LIST_PAGE_TEXTS[name];
  return function ListRoute() {
    const intl = useIntl();
    return (
      <OffersListPage
        preset={preset}
        title={intl.formatMessage({ id: title })}
        intro={intl.formatMessage({ id: intro })}
      />
    );
  };
}

const PAGES = {
  offers: presetPage('offers'),
  holidays: presetPage('holidays'),
  hotelsOnly: presetPage('hotelsOnly'),
  oneWayFlights: presetPage('oneWayFlights'),
  twoWayFlights: presetPage('twoWayFlights'),
} as const;

/** What the router's `lazy` takes for one listing page. */
export function listRoute(queryClient: QueryClient, name: ListPageName) {
  return {
    Component: PAGES[name],
    loader: listLoader(queryClient, LIST_PAGES[name].preset),
    shouldRevalidate: revalidateOnNewPage,
  };
}
