import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BLOG_MAX_PAGE_SIZE, SlugSchema } from '@app/shared/blog';
import { PATHS } from '../../../config/paths.ts';
import { useArticles } from '../api/get-articles.ts';
import { ArticleList } from './article-list.tsx';
import { BlogNotFound } from './blog-not-found.tsx';
import { PageHead } from './page-head.tsx';

const SKELETON_CARDS = 3;

/** A blog category (spec §2 category pages, BLOG-02): its title, intro and every article in it. */
export function CategoryPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const valid = SlugSchema.safeParse(slug).success;
  const { data, error } = useArticles(
    { category: slug, page: '0', limit: String(BLOG_MAX_PAGE_SIZE) },
    { enabled: valid },
  );
  if (!valid) return <BlogNotFound what="category" />;
  if (error) throw error;
  const category = data?.categories.find((candidate) => candidate.slug === slug);
  if (data && !category) return <BlogNotFound what="category" />;

  return (
    <div className="container blog-page">
      {category ? <PageHead title={category.title} description={category.intro} /> : null}
      <nav className="article-page__crumbs" aria-label={intl.formatMessage({ id: 'blog.categories_label' })}>
        <Link to={PATHS.blog}>{intl.formatMessage({ id: 'blog.article.back' })}</Link>
      </nav>
      <header className="blog-page__header" aria-busy={!category}>
        {category ? (
          <>
            <h1>{category.title}</h1>
            <p className="blog-page__intro">{category.intro}</p>
          </>
        ) : (
          <div aria-hidden="true">
            <span className="skeleton blog-page__title-skeleton" />
            <span className="skeleton skeleton--line" />
          </div>
        )}
      </header>
      {data && data.total === 0 ? (
        <p className="blog-empty">{intl.formatMessage({ id: 'blog.category.empty' })}</p>
      ) : (
        <ArticleList articles={data?.articles} skeletons={SKELETON_CARDS} />
      )}
    </div>
  );
}
