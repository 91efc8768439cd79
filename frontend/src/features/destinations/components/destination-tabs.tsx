import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { DESTINATION_TABS, type DestinationTab } from '@app/shared/destinations/destination-tabs';
import { tabAfterKey } from '../../../lib/tab-navigation.ts';
import { ScrollFades } from '../../../components/ui/scroll-fades.tsx';
import { useActiveItemInView, useScrollEdges } from '../../../lib/use-scroll-edges.ts';

export const tabId = (tab: DestinationTab) => `destination-tab-${tab}`;
export const panelId = (tab: DestinationTab) => `destination-panel-${tab}`;
const tabSearch = (tab: DestinationTab) => `?tab=${tab}`;

/**
 * The four tabs (SEO-01) as a real tablist whose tabs are links: each changes only `?tab=`, so a tab
 * can be shared and Back/Forward walk through the tabs. Arrow keys, Home and End move between tabs
 * (WAI-ARIA tabs pattern, automatic activation); only the active tab is in the Tab order. On a phone
 * the strip scrolls sideways, and a fade on each side that hides tabs says there is more to scroll
 * to (issue 22: "Informacje p…" was cut off with no hint).
 */
export function DestinationTabs({ active }: { active: DestinationTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);

  useActiveItemInView(list, `#${tabId(active)}`);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = DESTINATION_TABS.indexOf(active);
    const next = tabAfterKey(event.key, index, DESTINATION_TABS.length, { orientation: 'horizontal' });
    const tab = next === undefined ? undefined : DESTINATION_TABS[next];
    if (tab === undefined) return;
    event.preventDefault();
    void navigate({ search: tabSearch(tab) }, { preventScrollReset: true });
    list.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  };

  return (
    <div className="destination-tabs">
      <div
        ref={list}
        className="destination-tabs__list"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'destinations.tabs.label' })}
        onKeyDown={onKeyDown}
      >
        {DESTINATION_TABS.map((tab) => (
          <Link
            key={tab}
            id={tabId(tab)}
            role="tab"
            to={{ search: tabSearch(tab) }}
            preventScrollReset
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            className="destination-tabs__tab"
          >
            {intl.formatMessage({ id: `destinations.tab.${tab}` })}
          </Link>
        ))}
      </div>
      <ScrollFades edges={edges} />
    </div>
  );
}
