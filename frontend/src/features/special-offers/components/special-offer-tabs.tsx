import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SPECIAL_OFFER_TABS, type SpecialOfferTab } from '@app/shared/search-form/special-offer-tabs';
import { tabAfterKey } from '../../../lib/tab-navigation.ts';

export function tabId(idPrefix: string, tab: SpecialOfferTab): string {
  return `${idPrefix}-tab-${tab}`;
}

export function panelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

interface SpecialOfferTabsProps {
  readonly idPrefix: string;
  /** None at first (spec §4): the default offers show until a tab is chosen. */
  readonly active: SpecialOfferTab | null;
  readonly onSelect: (tab: SpecialOfferTab) => void;
}

/**
 * The six tabs (spec §2) as an ARIA tablist with manual activation: arrows, Home and End move the
 * focus, Enter, Space or a click choose, so passing over a tab does not start a request.
 */
export function SpecialOfferTabs({ idPrefix, active, onSelect }: SpecialOfferTabsProps) {
  const intl = useIntl();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusable, setFocusable] = useState(0);
  const rovingIndex = active === null ? focusable : SPECIAL_OFFER_TABS.indexOf(active);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    if (current < 0) return;
    const next = tabAfterKey(event.key, current, SPECIAL_OFFER_TABS.length, { orientation: 'horizontal' });
    if (next === undefined) return;
    event.preventDefault();
    setFocusable(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      className="special-offers__tabs"
      aria-label={intl.formatMessage({ id: 'special_offers.tabs_label' })}
      onKeyDown={moveFocus}
    >
      {SPECIAL_OFFER_TABS.map((tab, index) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            className="special-offers__tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix) : undefined}
            tabIndex={index === rovingIndex ? 0 : -1}
            onFocus={() => setFocusable(index)}
            onClick={() => onSelect(tab)}
          >
            {intl.formatMessage({ id: `special_offers.tab.${tab}` })}
          </button>
        );
      })}
    </div>
  );
}
