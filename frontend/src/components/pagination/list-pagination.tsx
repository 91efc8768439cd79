import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pageItems } from './page-items.ts';
// Its own sheet: the blog's pages load no offers-list styles.
import './pagination.css';

interface ListPaginationProps {
  /** The current page, from 0. */
  readonly page: number;
  readonly count: number;
  readonly hrefOf: (page: number) => string;
  /** What the links page through, for screen readers: result pages unless said otherwise. */
  readonly label?: string;
}

/**
 * Page links of the results (page in the URL, ROUTE-01), of the hotel list and of the blog's
 * articles: real links, so they can be opened in a new tab and Back returns to the previous page.
 * Visible numbers count from 1.
 */
export function ListPagination({ page, count, hrefOf, label }: ListPaginationProps) {
  const intl = useIntl();
  if (count <= 1) return null;
  const pageLabel = (p: number) => intl.formatMessage({ id: 'offers_list.pagination.page' }, { page: p + 1 });
  return (
    <nav className="pagination" aria-label={label ?? intl.formatMessage({ id: 'offers_list.pagination' })}>
      <ul className="pagination__list">
        <li>
          {page > 0 ? (
            <Link className="pagination__step" to={hrefOf(page - 1)} rel="prev">
              {intl.formatMessage({ id: 'offers_list.pagination.previous' })}
            </Link>
          ) : null}
        </li>
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefOf(item)}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count - 1 ? (
            <Link className="pagination__step" to={hrefOf(page + 1)} rel="next">
              {intl.formatMessage({ id: 'offers_list.pagination.next' })}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
