import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { categoriesQueryOptions } from '../../features/home-content/api/get-categories.ts';
import { headlinesQueryOptions } from '../../features/home-content/api/get-headlines.ts';
import { homeTilesQueryOptions } from '../../features/home-content/api/get-home-tiles.ts';
import { HeadlinesSection } from '../../features/home-content/components/headlines-section.tsx';
import { SearchForm } from '../../features/search-form/components/search-form.tsx';
import { recommendedRegionsQueryOptions } from '../../api/get-recommended-regions.ts';
import { defaultSpecialOffersQueryOptions } from '../../features/special-offers/api/get-special-offers.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { appStore } from '../../lib/store.ts';

// Sections below the fold load after the first render, so the page's first JavaScript is smaller
// (issue 5 budget); each shows its own skeleton or nothing until its data arrives.
const InspirationSection = lazy(() =>
  import('../../features/home-content/components/inspiration-section.tsx').then((m) => ({
    default: m.InspirationSection,
  })),
);
const CategoriesSection = lazy(() =>
  import('../../features/home-content/components/categories-section.tsx').then((m) => ({
    default: m.CategoriesSection,
  })),
);
// Prerendered, these sections stay on screen as HTML until their code arrives and React adopts them.
const SpecialOffers = lazy(() =>
  import('../../features/special-offers/components/special-offers.tsx').then((m) => ({ default: m.SpecialOffers })),
);
const RecommendedRegions = lazy(() =>
  import('../../features/recommended-regions/components/recommended-regions.tsx').then((m) => ({
    default: m.RecommendedRegions,
  })),
);
const Newsletter = lazy(() =>
  import('../../features/newsletter/components/newsletter.tsx').then((m) => ({ default: m.Newsletter })),
);

/**
 * Starts loading the regions and the default special offers together with the route, without holding
 * the page: the sections show skeletons meanwhile and hide themselves if the data never comes (D4).
 */
export function homeLoader(queryClient: QueryClient) {
  return (): null => {
    const locale = appStore.get(localeAtom);
    prefetch(queryClient, recommendedRegionsQueryOptions(locale));
    prefetch(queryClient, headlinesQueryOptions(locale));
    prefetch(queryClient, homeTilesQueryOptions(locale));
    prefetch(queryClient, categoriesQueryOptions(locale));
    prefetch(queryClient, defaultSpecialOffersQueryOptions(locale));
    return null;
  };
}

export function HomeRoute() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage({ id: 'home.title' })}</title>
      <meta name="description" content={intl.formatMessage({ id: 'home.description' })} />
      <HeadlinesSection />
      <div className="container">
        <SearchForm />
        <Suspense fallback={null}>
          <SpecialOffers />
        </Suspense>
        <Suspense fallback={null}>
          <InspirationSection />
          <CategoriesSection />
        </Suspense>
        <Suspense fallback={null}>
          <RecommendedRegions />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <Newsletter />
      </Suspense>
    </>
  );
}
