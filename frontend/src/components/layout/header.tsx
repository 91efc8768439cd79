import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
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

export function Header() {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand subtitle={intl.formatMessage({ id: 'app.tagline' })} />
        <nav className="site-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
          <ul className="site-nav__list">
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
