import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { appStore } from '../store.ts';
import { buildMessages } from './build-messages.ts';
import { AppIntlProvider } from './intl-provider.tsx';
import { localeAtom } from './locale-atom.ts';
import { de } from './messages/de.ts';
import { pl } from './messages/pl.ts';
import { Provider } from 'jotai';

describe('AppIntlProvider', () => {
  it('renders the chosen language and keeps <html lang> in step', () => {
    render(
      <Provider store={appStore}>
        <AppIntlProvider>
          <FormattedMessage id="footer.office_hours" />
        </AppIntlProvider>
      </Provider>,
    );
    expect(screen.getByText('pon.–pt. 9:00–17:00, sobota nieczynne')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');

    act(() => appStore.set(localeAtom, 'de'));
    expect(screen.getByText('Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it("shows 'Translation missing' for a key the active catalogue lacks", () => {
    const messages = buildMessages('de', { pl, en: {}, de: { ...de, 'nav.flights': undefined } });
    render(
      <IntlProvider locale="de-DE" messages={messages}>
        <FormattedMessage id="nav.flights" /> | <FormattedMessage id="nav.hotels" />
      </IntlProvider>,
    );
    expect(screen.getByText('Translation missing | Nur Hotel')).toBeInTheDocument();
  });
});
