import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { MainLayout } from './main-layout.tsx';

const renderLayout = () =>
  renderRoutes([{ Component: MainLayout, children: [{ index: true, element: <p>Treść</p> }] }]);

describe('Footer', () => {
  it('shows the claims and Polish office hours by default', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('pon.–pt. 9:00–17:00, sobota nieczynne');
    expect(footer).toHaveTextContent('Oszczędzasz do 40% na wakacjach u niemieckich touroperatorów');
    expect(footer).toHaveTextContent('Ponad 860 tys. ofert');
    expect(footer).toHaveTextContent('Suma gwarancyjna 90 000 EUR');
    expect(footer).toHaveTextContent('37 touroperatorów');
    expect(footer).toHaveTextContent('Na rynku od 2002 roku');
  });

  it('switches its texts with the language switch', async () => {
    const { user } = renderLayout();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Język' }), 'de');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr');
    expect(footer).toHaveTextContent('Garantiesumme 90.000 EUR');
    expect(footer).not.toHaveTextContent('sobota nieczynne');
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('lang')).toBe('de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Mon–Fri 9:00–17:00, Saturday closed');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('More than 860 thousand offers');
  });

  it('shows the logged-in notice only when the signed_in cookie is 1', () => {
    document.cookie = 'signed_in=0; path=/';
    const { unmount } = renderLayout();
    expect(screen.queryByText('Jesteś zalogowany.')).not.toBeInTheDocument();
    unmount();

    document.cookie = 'signed_in=1; path=/';
    renderLayout();
    expect(screen.getByRole('status')).toHaveTextContent('Jesteś zalogowany.');
  });

  it("shows the tour operators' logos in the browser (API-27)", async () => {
    const partner = { code: 'DER', name: 'DERTOUR', image_url: '/img/partners/DER', width: 121, height: 40 };
    stubFetch({ 'GET /img/partners': () => jsonResponse(200, { partners: [partner] }) });
    renderLayout();
    const section = await within(screen.getByRole('contentinfo')).findByRole('region', {
      name: 'Współpracujemy z touroperatorami',
    });
    expect(within(section).getByRole('list', { name: 'Nasi partnerzy – touroperatorzy' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'DERTOUR' })).toHaveAttribute('src', '/img/partners/DER');
  });
});
