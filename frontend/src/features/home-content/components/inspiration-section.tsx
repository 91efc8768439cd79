import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHomeTiles } from '../api/get-home-tiles.ts';
import { ContentPicture } from './content-picture.tsx';

const TILES = 5;

/**
 * The inspiration title and the five category tiles of spec §2 (HOME-09/10): recommended by
 * specialists, from Germany, exotic, with children, no passport. Each tile links to a prepared
 * search. Hidden quietly when the tiles cannot be loaded (D4).
 */
export function InspirationSection() {
  const intl = useIntl();
  const { data, isPending } = useHomeTiles();
  const tiles = data?.tiles ?? [];
  if (!isPending && tiles.length === 0) return null;

  return (
    <section className="inspiration" aria-labelledby="inspiration-heading" aria-busy={isPending}>
      <h2 id="inspiration-heading" className="section-heading">
        {intl.formatMessage({ id: 'inspiration.heading' })}
      </h2>
      <p className="inspiration__lead">{intl.formatMessage({ id: 'inspiration.lead' })}</p>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'inspiration.loading' })}
          </p>
          <ul className="tiles" aria-hidden="true">
            {Array.from({ length: TILES }, (_, index) => (
              <li key={index} className="tiles__item">
                <span className="card card--skeleton tile tile--skeleton">
                  <span className="skeleton tile__picture" />
                  <span className="tile__title">
                    <span className="skeleton tile__title-skeleton" />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={tile.key} className="tiles__item">
              <Link to={tile.url} className={`card tile tile--${tile.key}`}>
                <ContentPicture picture={tile.picture} className="tile__picture" />
                <span className="tile__title">{tile.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
