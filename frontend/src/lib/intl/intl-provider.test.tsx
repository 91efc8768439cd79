import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../store.ts';
import { buildMessages } from './build-messages.ts';
import { AppIntlProvider } from './intl-provider.tsx';
import { localeAtom } from './locale-atom.ts';
import type { Messages } from './message-id.ts';
import { siteDe, sitePl } from './site-messages.ts';

const OFFICE_HOURS_PL = 'pon.–pt. 9:00–17:00, sobota nieczynne';
const OFFICE_HOURS_DE = 'Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr';

/** Fresh modules, as on a page load: only the Polish catalogue is at hand. */
async function freshPage() {
  vi.resetModules();
  const [provider, atoms, loader] = await Promise.all([
    import('./intl-provider.tsx'),
    import('./locale-atom.ts'),
    import('./load-messages.ts'),
  ]);
  return { ...provider, ...atoms, ...loader, store: createStore() };
}

describe('AppIntlProvider', () => {
  it('renders the chosen language and keeps <html lang> in step', () => {
    render(
      <Provider store={appStore}>
        <AppIntlProvider>
          <FormattedMessage id="footer.office_hours" />
        </AppIntlProvider>
      </Provider>,
    );
    expect(screen.getByText(OFFICE_HOURS_PL)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');

    act(() => appStore.set(localeAtom, 'de'));
    expect(screen.getByText(OFFICE_HOURS_DE)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps showing Polish until the chosen catalogue has arrived', async () => {
    const page = await freshPage();
    expect(page.loadedMessages('de')).toBeUndefined();
    render(
      <Provider store={page.store}>
        <page.AppIntlProvider>
          <FormattedMessage id="footer.office_hours" />
        </page.AppIntlProvider>
      </Provider>,
    );

    act(() => page.store.set(page.localeAtom, 'de'));
    expect(screen.getByText(OFFICE_HOURS_PL)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');

    expect(await screen.findByText(OFFICE_HOURS_DE)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows a catalogue loaded before the first render from the start, never Polish first', async () => {
    const page = await freshPage();
    page.store.set(page.localeAtom, 'de');
    await page.loadMessages('de');
    render(
      <Provider store={page.store}>
        <page.AppIntlProvider>
          <FormattedMessage id="footer.office_hours" />
        </page.AppIntlProvider>
      </Provider>,
    );
    expect(screen.getByText(OFFICE_HOURS_DE)).toBeInTheDocument();
  });

  it("shows 'Translation missing' for a key the active catalogue lacks", () => {
    // The site-wide messages are enough here; react-intl's type asks for the whole catalogue.
    const messages = buildMessages('de', {
      pl: sitePl as Messages,
      en: {},
      de: { ...siteDe, 'nav.flights': undefined },
    });
    render(
      <IntlProvider locale="de-DE" messages={messages}>
        <FormattedMessage id="nav.flights" /> | <FormattedMessage id="nav.hotels" />
      </IntlProvider>,
    );
    expect(screen.getByText('Translation missing | Nur Hotel')).toBeInTheDocument();
  });
});
