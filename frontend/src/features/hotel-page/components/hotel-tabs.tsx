import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HOTEL_TABS, type HotelTab } from '@app/shared/hotel-page/hotel-tabs';
import { ScrollFades } from '../../../components/ui/scroll-fades.tsx';
import { tabAfterKey } from '../../../lib/tab-navigation.ts';
import { useActiveItemInView, useScrollEdges } from '../../../lib/use-scroll-edges.ts';

export const hotelTabId = (tab: HotelTab) => `hotel-tab-${tab}`;
export const hotelPanelId = (tab: HotelTab) => `hotel-panel-${tab}`;

/**
 * The hotel page's tabs (spec §2) as a tablist of links: each sets only `tab` in the URL and keeps
 * the search the visitor came with, so a tab can be shared and Back/Forward walk through them.
 * Arrows, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation). On a phone
 * the strip scrolls sideways, with a fade on each side that hides tabs.
 */
export function HotelTabs({ active }: { active: HotelTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);
  useActiveItemInView(list, `#${hotelTabId(active)}`);
  const searchOf = (tab: HotelTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    return `?${next.toString()}`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, HOTEL_TABS.indexOf(active), HOTEL_TABS.length, { orientation: 'horizontal' });
    const tab = next === undefined ? undefined : HOTEL_TABS[next];
    if (tab === undefined) return;
    event.preventDefault();
    void navigate({ search: searchOf(tab) }, { preventScrollReset: true });
    list.current?.querySelector<HTMLElement>(`#${hotelTabId(tab)}`)?.focus();
  };

  return (
    <div className="hotel-tabs">
      <div
        ref={list}
        className="hotel-tabs__list"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'hotel.tabs.label' })}
        onKeyDown={onKeyDown}
      >
        {HOTEL_TABS.map((tab) => (
          <Link
            key={tab}
            id={hotelTabId(tab)}
            role="tab"
            to={{ search: searchOf(tab) }}
            preventScrollReset
            aria-selected={tab === active}
            aria-controls={hotelPanelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            className="hotel-tabs__tab"
          >
            {intl.formatMessage({ id: `hotel.tab.${tab}` })}
          </Link>
        ))}
      </div>
      <ScrollFades edges={edges} />
    </div>
  );
}
