import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DESTINATION_TABS, type DestinationTab } from '@app/shared/destinations/destination-tabs';
import type { Destination } from '@app/shared/destinations/destination-types';
import { destinationPath } from '@app/shared/destinations/destinations';
import type { Locale } from '@app/shared/locale';
import { PATHS } from '../../../config/paths.ts';
import { useDestinationTab } from '../use-destination-tab.ts';
import { DestinationHead } from './destination-head.tsx';
import { DestinationTabs, panelId, tabId } from './destination-tabs.tsx';
import { InformationPanel } from './information-panel.tsx';
import { MapPanel } from './map-panel.tsx';
import { OffersPanel } from './offers-panel.tsx';
import { PracticalPanel } from './practical-panel.tsx';
import '../destination-page.css';

interface DestinationPageProps {
  readonly destination: Destination;
  readonly locale: Locale;
}

/**
 * A country or region page (spec §2 "Region pages"; SEO-01, SEO-02): head and JSON-LD, breadcrumb,
 * title, hero picture and four tabs. Every panel is in the HTML, the inactive ones hidden, so search
 * engines read the region and practical information of the prerendered page.
 */
export function DestinationPage({ destination, locale }: DestinationPageProps) {
  const intl = useIntl();
  const active = useDestinationTab();
  const name = destination.name[locale];
  const panels: Record<DestinationTab, ReactNode> = {
    offers_list: <OffersPanel destination={destination} locale={locale} active={active === 'offers_list'} />,
    region_information: <InformationPanel destination={destination} locale={locale} />,
    practical_information: <PracticalPanel destination={destination} locale={locale} />,
    map: <MapPanel destination={destination} locale={locale} active={active === 'map'} />,
  };

  return (
    <article className="container destination-page">
      <DestinationHead destination={destination} locale={locale} />
      <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'destinations.breadcrumb.label' })}>
        <ol>
          <li>
            <Link to={PATHS.home}>{intl.formatMessage({ id: 'destinations.breadcrumb.home' })}</Link>
          </li>
          {destination.country ? (
            <li>
              <Link to={destinationPath(destination.country, locale)}>{destination.country.name[locale]}</Link>
            </li>
          ) : null}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <header className="destination-page__hero">
        <img
          className="destination-page__picture"
          src={destination.hero.src}
          alt={destination.hero.alt[locale]}
          width={600}
          height={400}
          fetchPriority="high"
        />
        <div className="destination-page__title">
          <h1>{name}</h1>
          <p className="destination-page__intro">{destination.intro[locale]}</p>
        </div>
      </header>
      <DestinationTabs active={active} />
      {DESTINATION_TABS.map((tab) => (
        <div
          key={tab}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          tabIndex={0}
          className="destination-page__panel"
        >
          {panels[tab]}
        </div>
      ))}
    </article>
  );
}
