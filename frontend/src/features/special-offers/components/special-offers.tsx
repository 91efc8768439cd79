import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { specialOffersView, type SpecialOfferTab } from '@app/shared/search-form/special-offer-tabs';
import { useSpecialOffers } from '../api/get-special-offers.ts';
import { SpecialOfferTabs, panelId, tabId } from './special-offer-tabs.tsx';
import { SpecialOffersList } from '../../../components/offer-card/special-offers-list.tsx';

/**
 * The home page's special offers (spec §2, §4): the default block until a tab is chosen, then six
 * skeletons while the tab loads, then its cards. When the offers cannot be loaded even after the
 * query's retries, the whole section hides itself quietly (decision D4).
 */
export function SpecialOffers() {
  const intl = useIntl();
  const idPrefix = useId();
  const [activeTab, setActiveTab] = useState<SpecialOfferTab>();
  const { query, moreHref } = useSpecialOffers(activeTab);
  const view = specialOffersView(activeTab, query.status);
  if (view === 'hidden' || query.isError) return null;

  const headingId = `${idPrefix}-heading`;
  const offers = query.data?.offers_list;
  return (
    <section className="special-offers" aria-labelledby={headingId} aria-busy={query.isPending}>
      <h2 id={headingId} className="section-heading">
        {intl.formatMessage({ id: 'special_offers.heading' })}
      </h2>
      <SpecialOfferTabs idPrefix={idPrefix} active={activeTab ?? null} onSelect={setActiveTab} />
      {activeTab === undefined ? (
        <div className="special-offers__default" data-testid="special-offers-default">
          <p className="special-offers__subtitle">{intl.formatMessage({ id: 'special_offers.default_heading' })}</p>
          <SpecialOffersList offers={offers} />
        </div>
      ) : (
        <div
          role="tabpanel"
          id={panelId(idPrefix)}
          className="special-offers__panel"
          aria-labelledby={tabId(idPrefix, activeTab)}
        >
          <SpecialOffersList offers={view === 'loaded' ? offers : undefined} />
        </div>
      )}
      <Link to={moreHref} className="button button--secondary special-offers__more">
        {activeTab === undefined
          ? intl.formatMessage({ id: 'special_offers.more' })
          : intl.formatMessage(
              { id: 'special_offers.more_tab' },
              { name: intl.formatMessage({ id: `special_offers.tab.${activeTab}` }) },
            )}
        <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
