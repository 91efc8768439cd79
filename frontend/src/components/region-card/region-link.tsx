import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatOfferPrices } from '../../lib/intl/formats.ts';

/** A recommended region that has a price: what a tile shows. */
export interface PricedRegion {
  readonly name: string;
  readonly link: string;
  readonly min_price_pln: number;
  /** The same price in euro, where the API gives it: the German version leads with it (D13). */
  readonly min_price_eur?: number | null | undefined;
}

/**
 * A region tile: its name and the lowest price per person, in the currency the language leads with
 * (formatOfferPrices, D13): euro in German where the API gives the euro amount, zloty otherwise.
 */
export function RegionLink({ region }: { region: PricedRegion }) {
  const intl = useIntl();
  const content = (
    <>
      <span className="region-card__name">{region.name}</span>{' '}
      <span className="region-card__price">
        <FormattedMessage
          id="regions.price_from"
          values={{
            price: (
              <strong className="price">
                {formatOfferPrices(intl, { pln: region.min_price_pln, eur: region.min_price_eur ?? undefined }).primary}
              </strong>
            ),
          }}
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
