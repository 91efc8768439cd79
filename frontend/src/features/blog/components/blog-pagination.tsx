import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/**
 * Page links of the article list: real links, so a page can be opened in a new tab and Back returns
 * to the previous one. The blog has few pages, so every page number is shown.
 */
export function BlogPagination({
  page,
  count,
  hrefOf,
}: {
  page: number;
  count: number;
  hrefOf: (page: number) => string;
}) {
  const intl = useIntl();
  if (count <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label={intl.formatMessage({ id: 'blog.pagination' })}>
      <ul className="blog-pagination__list">
        {page > 0 ? (
          <li>
            <Link className="blog-pagination__step" to={hrefOf(page - 1)} rel="prev">
              {intl.formatMessage({ id: 'blog.pagination.previous' })}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: count }, (_, item) => (
          <li key={item}>
            <Link
              className="blog-pagination__page"
              to={hrefOf(item)}
              aria-label={intl.formatMessage({ id: 'blog.pagination.page' }, { page: item + 1 })}
              aria-current={item === page ? 'page' : undefined}
            >
              {item + 1}
            </Link>
          </li>
        ))}
        {page < count - 1 ? (
          <li>
            <Link className="blog-pagination__step" to={hrefOf(page + 1)} rel="next">
              {intl.formatMessage({ id: 'blog.pagination.next' })}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
