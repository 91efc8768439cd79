import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RegionGroupKey } from '@app/shared/content';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { recommendedRegionsQueryOptions } from '../../../api/get-recommended-regions.ts';
import { RegionLink } from '../../../components/region-card/region-link.tsx';
import type { PricedRegion } from '../../../components/region-card/region-link.tsx';
import { useArticles } from '../api/get-articles.ts';
import { ArticleList } from './article-list.tsx';
import { PageHead } from './page-head.tsx';
import { RelatedOffers } from './related-offers.tsx';

const TITLES = {
  exotic: { title: 'region_group.exotic.title', intro: 'region_group.exotic.intro' },
  nearby: { title: 'region_group.nearby.title', intro: 'region_group.nearby.intro' },
  far: { title: 'region_group.far.title', intro: 'region_group.far.intro' },
} as const;
const REGION_SKELETONS = 5;
const RELATED_ARTICLES = 3;

/**
 * A recommended-region page (spec §2: exotic, nearby, far; BLOG-03): the group's regions with their
 * lowest price, linking to the destination pages, then articles and offers about those regions.
 * Regions without a price are hidden, as on the home page (spec §2).
 */
export function RegionGroupPage({ group }: { group: RegionGroupKey }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const regionsHeadingId = useId();
  const articlesHeadingId = useId();
  const { data } = useQuery(recommendedRegionsQueryOptions(locale));
  const category = data?.categories.find((candidate) => candidate.key === group);
  const regions = (category?.regions ?? []).filter(
    (region): region is PricedRegion & { region_id?: number } => region.min_price_pln !== null,
  );
  // Articles and offers are about every region of the group: a region without an offer in its
  // destination page's dates (so without a price today) still has its articles and later offers.
  const regionIds = (category?.regions ?? []).flatMap((region) =>
    region.region_id === undefined ? [] : [region.region_id],
  );
  const articles = useArticles(
    { regions: regionIds.join(','), page: '0', limit: String(RELATED_ARTICLES) },
    { enabled: regionIds.length > 0 },
  );
  const title = intl.formatMessage({ id: TITLES[group].title });
  const intro = intl.formatMessage({ id: TITLES[group].intro });

  return (
    <div className="container blog-page region-group">
      <PageHead title={title} description={intro} />
      <header className="blog-page__header">
        <h1>{title}</h1>
        <p className="blog-page__intro">{intro}</p>
      </header>
      <section aria-labelledby={regionsHeadingId} aria-busy={data === undefined}>
        <h2 id={regionsHeadingId} className="section-heading">
          {intl.formatMessage({ id: 'region_group.regions' })}
        </h2>
        {data === undefined ? (
          <>
            <p className="visually-hidden" role="status">
              {intl.formatMessage({ id: 'region_group.regions_loading' })}
            </p>
            <ul className="region-group__list" aria-hidden="true">
              {Array.from({ length: REGION_SKELETONS }, (_, index) => (
                <li key={index}>
                  <span className="skeleton region-group__skeleton" />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <ul className="region-group__list">
            {regions.map((region) => (
              <li key={region.link}>
                <RegionLink region={region} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {articles.data?.total === 0 || (data !== undefined && regionIds.length === 0) ? null : (
        <section aria-labelledby={articlesHeadingId} className="region-group__articles">
          <h2 id={articlesHeadingId} className="section-heading">
            {intl.formatMessage({ id: 'region_group.articles' })}
          </h2>
          <ArticleList articles={articles.data?.articles} skeletons={RELATED_ARTICLES} headingLevel={3} />
        </section>
      )}
      <RelatedOffers regions={regionIds} title={intl.formatMessage({ id: 'region_group.offers' })} />
    </div>
  );
}
