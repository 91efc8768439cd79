import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Destination } from '@app/shared/destinations/destination-types';
import { destinationPath } from '@app/shared/destinations/destinations';
import type { Locale } from '@app/shared/locale';

/** What the place is like (region_information): the content's paragraphs and the way around. */
export function InformationPanel({ destination, locale }: { destination: Destination; locale: Locale }) {
  const intl = useIntl();
  const name = destination.name[locale];
  return (
    <section className="destination-information" aria-labelledby="destination-information-heading">
      <h2 id="destination-information-heading">
        {intl.formatMessage({ id: 'destinations.information.heading' }, { name })}
      </h2>
      {destination.information[locale].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {destination.regions.length > 0 ? (
        <nav className="destination-regions" aria-labelledby="destination-regions-heading">
          <h3 id="destination-regions-heading">
            {intl.formatMessage({ id: 'destinations.information.regions' }, { name })}
          </h3>
          <ul className="destination-regions__list">
            {destination.regions.map((region) => (
              <li key={region.id}>
                <Link to={destinationPath(region, locale)}>{region.name[locale]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {destination.country ? (
        <p className="destination-information__country">
          <Link to={destinationPath(destination.country, locale)}>
            {intl.formatMessage(
              { id: 'destinations.information.back_to_country' },
              { country: destination.country.name[locale] },
            )}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
