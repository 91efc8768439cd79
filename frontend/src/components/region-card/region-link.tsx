import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPricePln } from '../../lib/intl/formats.ts';

/** A recommended region that has a price: what a tile shows. */
export interface PricedRegion {
  readonly name: string;
  readonly link: string;
  readonly min_price_pln: number;
}

/** A region tile: its name and the lowest price per person. */
export function RegionLink({ region }: { region: PricedRegion }) {
  const intl = useIntl();
  const content = (
    <>
      <span className="region-card__name">{region.name}</span>{' '}
      <span className="region-card__price">
        <FormattedMessage
          id="regions.price_from"
          values={{ price: <strong className="price">{formatPricePln(intl, region.min_price_pln)}</strong> }}
        />
      </span>
    </>
  );
  // Links into the site stay client-side; anything else is an ordinary link.
  return isInternal(region.link) ? (
    <Link to={region.link} className="card region-card">
      {content}
    </Link>
  ) : (
    <a href={region.link} className="card region-card">
      {content}
    </a>
  );
}

function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
