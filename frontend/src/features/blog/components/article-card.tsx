import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@app/shared/blog';
import { formatDate } from '../../../lib/intl/formats.ts';
import { articlePath } from '../blog-paths.ts';

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 400;

/** A calendar date at noon UTC, so no time zone moves it to another day. */
export const publishedDate = (published: string): number => Date.parse(`${published}T12:00:00Z`);

/** One article in a list: cover, date, title (the link, covering the card) and lead. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card article-card">
      <img
        className="article-card__cover"
        src={article.cover}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className="article-card__body">
        <time className="article-card__date" dateTime={article.published}>
          {formatDate(intl, publishedDate(article.published))}
        </time>
        <Heading className="article-card__title">
          <Link to={articlePath(article.slug)} className="card__link article-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__lead">{article.lead}</p>
      </div>
    </article>
  );
}

/** A placeholder of the card's final size. */
export function ArticleCardSkeleton() {
  return (
    <div className="card card--skeleton article-card" aria-hidden="true" data-testid="article-card-skeleton">
      <span className="skeleton article-card__cover" />
      <div className="article-card__body">
        <span className="skeleton skeleton--line skeleton--line-short" />
        <span className="skeleton skeleton--line skeleton--line-wide" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
