import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useCuriosities } from '../api/get-curiosities.ts';

const CURIOSITIES_SHOWN = 3;

/**
 * "Did you know?" facts about a region (BLOG-04, from GET /blog/get_curiosity). Line placeholders
 * while loading; a region without facts, or a failed request, shows nothing.
 */
export function Curiosities({ regionId }: { regionId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isPending, isError } = useCuriosities(regionId, CURIOSITIES_SHOWN);
  if (isError || (data && data.curiosities.length === 0)) return null;
  return (
    <aside className="curiosities" aria-labelledby={headingId} aria-busy={isPending}>
      <h2 id={headingId} className="curiosities__title">
        {intl.formatMessage({ id: 'blog.article.curiosities' })}
      </h2>
      {data ? (
        <ul className="curiosities__list">
          {data.curiosities.map((curiosity) => (
            <li key={curiosity.text}>{curiosity.text}</li>
          ))}
        </ul>
      ) : (
        <div aria-hidden="true">
          {Array.from({ length: CURIOSITIES_SHOWN }, (_, index) => (
            <span key={index} className="skeleton skeleton--line curiosities__skeleton" />
          ))}
        </div>
      )}
    </aside>
  );
}
