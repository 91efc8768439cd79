import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ArticleResponse } from '@app/shared/blog';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/intl/formats.ts';
import { useArticle } from '../api/get-article.ts';
import { blogCategoryPath } from '../blog-paths.ts';
import { COVER_HEIGHT, COVER_WIDTH, publishedDate } from './article-card.tsx';
import { BlogNotFound } from './blog-not-found.tsx';
import { Curiosities } from './curiosities.tsx';
import { PageHead } from './page-head.tsx';
import { RelatedOffers } from './related-offers.tsx';

/** An article (spec §2 blog): cover, title, date, body, curiosities and offers of its region. */
export function ArticlePage({ slug }: { slug: string }) {
  const { data, error } = useArticle(slug);
  if (error instanceof ApiError && error.status < 500) return <BlogNotFound what="article" />;
  if (error) throw error;
  return data ? <ArticleView article={data.article} category={data.category} /> : <ArticleSkeleton />;
}

function ArticleView({ article, category }: ArticleResponse) {
  const intl = useIntl();
  const [regionId] = article.region_ids;
  return (
    <div className="container article-page">
      <PageHead title={article.title} description={article.lead} />
      <nav className="article-page__crumbs" aria-label={intl.formatMessage({ id: 'blog.categories_label' })}>
        <Link to={PATHS.blog}>{intl.formatMessage({ id: 'blog.article.back' })}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={blogCategoryPath(category.slug)}>{category.title}</Link>
      </nav>
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{article.title}</h1>
          <time className="article__date" dateTime={article.published}>
            {formatDate(intl, publishedDate(article.published))}
          </time>
          <p className="article__lead">{article.lead}</p>
        </header>
        <img
          className="article__cover"
          src={article.cover}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          fetchPriority="high"
        />
        <div className="article__layout">
          <div className="article__body">
            {article.body.map((block, index) =>
              block.type === 'heading' ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>,
            )}
          </div>
          {regionId === undefined ? null : <Curiosities regionId={regionId} />}
        </div>
      </article>
      <RelatedOffers regions={article.region_ids} title={intl.formatMessage({ id: 'blog.article.related_offers' })} />
      <p className="article-page__more">
        <Link to={blogCategoryPath(category.slug)} className="button button--secondary">
          {intl.formatMessage({ id: 'blog.article.more_in_category' }, { category: category.title })}
        </Link>
      </p>
    </div>
  );
}

/** The article's layout in placeholders, so the page does not jump when it arrives. */
function ArticleSkeleton() {
  const intl = useIntl();
  return (
    <div className="container article-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'blog.article.loading' })}
      </p>
      <div className="article-skeleton" aria-hidden="true" data-testid="article-skeleton">
        <span className="skeleton skeleton--line skeleton--line-short article-page__crumbs" />
        <span className="skeleton article__title-skeleton" />
        <span className="skeleton skeleton--line skeleton--line-short" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton article__cover" />
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton skeleton--line" />
        ))}
      </div>
    </div>
  );
}
