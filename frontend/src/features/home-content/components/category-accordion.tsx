import type { CategoryInfobox } from '@app/shared/content';
import { useId, useState } from 'react';
import { accordionAfterClick } from '../category-navigation.ts';
import { CategoryLink } from './category-link.tsx';
import { ContentPicture } from './content-picture.tsx';

/**
 * Mobile categories (spec §2, CAT-03/04): an accordion with one item open at a time; clicking the
 * open item closes it. Closed panels keep their links in the page, hidden.
 */
export function CategoryAccordion({ categories }: { readonly categories: readonly CategoryInfobox[] }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ul className="category-accordion">
      {categories.map((category, index) => {
        const expanded = open === index;
        return (
          <li key={`${index}:${category.short_url}`} className="category-accordion__item">
            <h3 className="category-accordion__heading">
              <button
                type="button"
                id={`${id}-button-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                className="category-accordion__button"
                onClick={() => setOpen((current) => accordionAfterClick(current, index))}
              >
                <span>{category.title}</span>
                <svg
                  className="category-accordion__chevron"
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  aria-hidden="true"
                >
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={`${id}-panel-${index}`} hidden={!expanded} className="category-accordion__panel">
              <ContentPicture picture={category.picture} className="category__picture" />
              <p className="category__description">{category.description}</p>
              <CategoryLink category={category} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
