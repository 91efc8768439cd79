import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { PATHS } from '../../config/paths.ts';
import type { MessageId } from '../../lib/intl/message-id.ts';
import { Brand } from './brand.tsx';
import { LocaleSwitch } from './locale-switch.tsx';

const NAV_ITEMS: readonly { to: string; label: MessageId }[] = [
  { to: PATHS.holidays, label: 'nav.holidays' },
  { to: PATHS.hotelsOnly, label: 'nav.hotels' },
  { to: PATHS.flights, label: 'nav.flights' },
  { to: PATHS.hotelList, label: 'nav.hotel_list' },
  { to: PATHS.groupEnquiry, label: 'nav.group_enquiry' },
];

/**
 * The site header. On phones the menu folds behind a button (a row of links cut off at the screen's
 * edge gave no hint that more followed, issue 22); it closes on Escape and when a page is chosen.
 * From 1024 px the links stand in the bar and the button is hidden.
 */
export function Header() {
  const intl = useIntl();
  const listId = useId();
  const { pathname } = useLocation();
  // Open on the page it was opened on: choosing another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : undefined);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand subtitle={intl.formatMessage({ id: 'app.tagline' })} />
        <nav
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={intl.formatMessage({ id: 'nav.label' })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}
        >
          <button
            type="button"
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" className="site-nav__toggle-icon">
              {open ? '×' : '☰'}
            </span>
            {intl.formatMessage({ id: 'nav.menu' })}
          </button>
          <ul id={listId} className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link">
                  {intl.formatMessage({ id: item.label })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LocaleSwitch />
      </div>
    </header>
  );
}
