import type { CategoryInfobox } from '@app/shared/content';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/**
 * The way on from a category: its short_url (spec §2, CAT-05). Screen readers hear the title too,
 * so six links do not all sound alike; the visible words start the name (WCAG 2.5.3).
 */
export function CategoryLink({ category }: { readonly category: CategoryInfobox }) {
  const intl = useIntl();
  return (
    <Link to={category.short_url} className="button button--primary category__link">
      {intl.formatMessage({ id: 'categories.see_offers' })} <span className="visually-hidden">– {category.title}</span>
    </Link>
  );
}
