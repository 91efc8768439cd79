import { useIntl } from 'react-intl';
import type { ArticleSummary } from '@app/shared/blog';
import { ArticleCard, ArticleCardSkeleton } from './article-card.tsx';

/** Cards of articles, or `skeletons` placeholders of the same size while they load. */
export function ArticleList({
  articles,
  skeletons,
  headingLevel = 2,
}: {
  articles: readonly ArticleSummary[] | undefined;
  skeletons: number;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  if (articles === undefined) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'blog.loading' })}
        </p>
        <ul className="article-list" aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <ArticleCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
