import type { CategoryInfobox } from '@app/shared/content';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../../../lib/tab-navigation.ts';
import { CategoryLink } from './category-link.tsx';
import { ContentPicture } from './content-picture.tsx';

/**
 * Desktop categories (spec §2, CAT-01/02): a list of titles and one picture at a time, the first
 * selected at the start. The titles are tabs (arrow keys, Home, End); the panels keep their links
 * in the page, hidden until chosen.
 */
export function CategoryTabs({
  categories,
  label,
}: {
  readonly categories: readonly CategoryInfobox[];
  readonly label: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // A new language may bring fewer categories.
  const selected = Math.min(chosen, categories.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterKey(event.key, selected, categories.length, { orientation: 'vertical' });
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="category-tabs">
      <div className="category-tabs__list" role="tablist" aria-orientation="vertical" aria-label={label}>
        {categories.map((category, index) => (
          <button
            key={`${index}:${category.short_url}`}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="category-tabs__tab"
            onClick={() => setChosen(index)}
            onKeyDown={onKeyDown}
          >
            {category.title}
          </button>
        ))}
      </div>
      {categories.map((category, index) => (
        <div
          key={`${index}:${category.short_url}`}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="category-tabs__panel"
        >
          <ContentPicture picture={category.picture} className="category__picture" />
          <div className="category__body">
            <h3 className="category__title">{category.title}</h3>
            <p className="category__description">{category.description}</p>
            <CategoryLink category={category} />
          </div>
        </div>
      ))}
    </div>
  );
}
