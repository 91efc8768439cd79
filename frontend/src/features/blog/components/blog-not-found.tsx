import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths.ts';
import { PageHead } from './page-head.tsx';

/** An unknown article or category: a clear heading and the way back to every article. */
export function BlogNotFound({ what }: { what: 'article' | 'category' }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: what === 'article' ? 'blog.not_found.article' : 'blog.not_found.category' });
  const text = intl.formatMessage({ id: 'blog.not_found.text' });
  return (
    <section className="container message-page" aria-labelledby="blog-not-found-title">
      <PageHead title={title} description={text} />
      <h1 id="blog-not-found-title">{title}</h1>
      <p>{text}</p>
      <Link to={PATHS.blog} className="button button--primary">
        {intl.formatMessage({ id: 'blog.article.back' })}
      </Link>
    </section>
  );
}
