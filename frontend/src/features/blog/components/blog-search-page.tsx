import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '@app/shared/blog';
import { ListPagination } from '../../../components/pagination/list-pagination.tsx';
import { useArticles } from '../api/get-articles.ts';
import {
  articlesParams,
  blogSearchHref,
  pageCount,
  readBlogSearch,
  widerBlogSearch,
  type BlogSearch,
} from '../blog-search.ts';
import { ArticleList } from './article-list.tsx';
import { PageHead } from './page-head.tsx';

/**
 * The blog search (spec §2, BLOG-01): free text and a category, both in the URL, so a search can be
 * shared and Back returns to it; six cards a page.
 */
export function BlogSearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const search = readBlogSearch(params);
  const { data, isPlaceholderData } = useArticles(articlesParams(search, BLOG_PAGE_SIZE), { keepPrevious: true });
  // Words searched within a category are counted across all categories too, to say what the category
  // hides. The request is the first page of that wider search, so following the link shows it at once.
  const narrowed = search.q !== '' && search.category !== undefined;
  const everywhere = useArticles(articlesParams({ ...search, category: undefined, page: 0 }, BLOG_PAGE_SIZE), {
    enabled: narrowed,
  });
  const wider = widerBlogSearch(search, {
    inCategory: isPlaceholderData ? undefined : data?.total,
    everywhere: narrowed ? everywhere.data?.total : undefined,
  });
  const title = intl.formatMessage({ id: 'blog.title' });

  return (
    <div className="container blog-page">
      <PageHead title={title} description={intl.formatMessage({ id: 'blog.meta_description' })} />
      <header className="blog-page__header">
        <h1>{title}</h1>
        <p className="blog-page__intro">{intl.formatMessage({ id: 'blog.intro' })}</p>
      </header>
      <SearchBox search={search} />
      <CategoryChips search={search} categories={data?.categories} />
      <div className="blog-page__results" aria-busy={data === undefined || isPlaceholderData}>
        {wider ? (
          <OtherCategoriesNotice
            category={
              data?.categories.find((category) => category.slug === search.category)?.title ?? search.category ?? ''
            }
            href={blogSearchHref(wider.search)}
            count={wider.count}
          />
        ) : null}
        {data === undefined ? (
          <ArticleList articles={undefined} skeletons={BLOG_PAGE_SIZE} />
        ) : data.total === 0 ? (
          <NoArticles search={search} />
        ) : (
          <>
            <p className="blog-page__count" role="status">
              {intl.formatMessage({ id: 'blog.results' }, { count: data.total })}
            </p>
            <ArticleList articles={data.articles} skeletons={BLOG_PAGE_SIZE} />
            <ListPagination
              label={intl.formatMessage({ id: 'blog.pagination' })}
              page={search.page}
              count={pageCount(data.total, data.limit)}
              hrefOf={(page) => blogSearchHref({ ...search, page })}
            />
          </>
        )}
      </div>
    </div>
  );
}

function SearchBox({ search }: { search: BlogSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    void navigate(blogSearchHref({ ...search, q: typeof q === 'string' ? q : '', page: 0 }));
  };
  return (
    // The key resets the box when the URL's search changes (Back, a chip, "show all").
    <form key={search.q} role="search" className="blog-search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="blog-search__label">
        {intl.formatMessage({ id: 'blog.search_label' })}
      </label>
      <div className="blog-search__row">
        <input
          id={inputId}
          name="q"
          type="search"
          className="blog-search__input"
          defaultValue={search.q}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          {intl.formatMessage({ id: 'blog.search_submit' })}
        </button>
      </div>
    </form>
  );
}

function CategoryChips({
  search,
  categories,
}: {
  search: BlogSearch;
  categories: readonly { slug: string; title: string }[] | undefined;
}) {
  const intl = useIntl();
  const chips = [{ slug: undefined, title: intl.formatMessage({ id: 'blog.category_all' }) }, ...(categories ?? [])];
  return (
    <nav className="blog-chips" aria-label={intl.formatMessage({ id: 'blog.categories_label' })}>
      <ul className="blog-chips__list">
        {chips.map((chip) => (
          <li key={chip.slug ?? 'all'}>
            <Link
              className="chip"
              to={blogSearchHref({ ...search, category: chip.slug, page: 0 })}
              aria-current={chip.slug === search.category ? 'page' : undefined}
            >
              {chip.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Says that the results come from one category, and leads to the same words in all of them. */
function OtherCategoriesNotice({ category, href, count }: { category: string; href: string; count: number }) {
  const intl = useIntl();
  return (
    <p className="blog-notice">
      {intl.formatMessage({ id: 'blog.other_categories' }, { category })}{' '}
      <Link to={href}>{intl.formatMessage({ id: 'blog.other_categories.link' }, { count })}</Link>
    </p>
  );
}

function NoArticles({ search }: { search: BlogSearch }) {
  const intl = useIntl();
  return (
    <div className="blog-empty" role="status">
      <h2 className="blog-empty__title">{intl.formatMessage({ id: 'blog.empty.title' })}</h2>
      <p>
        {search.q
          ? intl.formatMessage({ id: 'blog.empty.text' }, { q: search.q })
          : intl.formatMessage({ id: 'blog.category.empty' })}
      </p>
      <Link to={blogSearchHref({ q: '', category: undefined, page: 0 })} className="button button--secondary">
        {intl.formatMessage({ id: 'blog.empty.clear' })}
      </Link>
    </div>
  );
}
