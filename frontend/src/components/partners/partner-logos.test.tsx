import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { operatorWordmarkSize } from '@app/shared/operator-wordmark';
import type { PartnersResponse } from '@app/shared/partners';
import type { Messages } from '../../lib/intl/message-id.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { createTestQueryClient, renderWithProviders } from '../../testing/render.tsx';
import { partnersPl } from './messages.ts';
import { PartnerLogos, PartnersSection } from './partner-logos.tsx';

const partner = (code: string, name: string) => ({
  code,
  name,
  image_url: `/img/partners/${code}`,
  ...operatorWordmarkSize(name),
});
const ANSWER: PartnersResponse = { partners: [partner('DER', 'DERTOUR'), partner('ITK', 'Itaka')] };

describe('PartnerLogos (API-27)', () => {
  it('lists the logos under one accessible name, each named by its brand and sized before it loads', () => {
    renderWithProviders(<PartnerLogos partners={ANSWER.partners} />);
    const list = screen.getByRole('list', { name: 'Nasi partnerzy – touroperatorzy' });
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['DERTOUR', 'Itaka']);
    const [first] = logos;
    expect(first).toHaveAttribute('src', '/img/partners/DER');
    expect(first).toHaveAttribute('width', String(operatorWordmarkSize('DERTOUR').width));
    expect(first).toHaveAttribute('height', '40');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('decoding', 'async');
  });
});

describe('PartnersSection', () => {
  it('asks the API once and shows the section with its heading', async () => {
    const fake = stubFetch({ 'GET /img/partners': () => jsonResponse(200, ANSWER) });
    renderWithProviders(<PartnersSection />);
    const section = await screen.findByRole('region', { name: 'Współpracujemy z touroperatorami' });
    expect(within(section).getAllByRole('img')).toHaveLength(2);
    expect(fake.callsTo('GET', '/img/partners')).toHaveLength(1);
  });

  it('shows nothing, not even its heading, when there are no operators or the API fails', async () => {
    const empty = stubFetch({ 'GET /img/partners': () => jsonResponse(200, { partners: [] }) });
    const { unmount } = renderWithProviders(<PartnersSection />);
    await waitFor(() => expect(empty.callsTo('GET', '/img/partners')).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();

    const failing = stubFetch({ 'GET /img/partners': () => errorResponse(503, 'offers_unavailable', 'Niedostępne.') });
    renderWithProviders(<PartnersSection />);
    await waitFor(() => expect(failing.callsTo('GET', '/img/partners')).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('is absent from the prerendered HTML and at hydration, then appears in the browser', async () => {
    const fake = stubFetch({ 'GET /img/partners': () => jsonResponse(200, ANSWER) });
    // The section's own providers (components/ may not import the app's), with this folder's messages only.
    const tree = (
      <QueryClientProvider client={createTestQueryClient()}>
        <IntlProvider locale="pl" messages={partnersPl as Messages}>
          <footer>
            <PartnersSection />
          </footer>
        </IntlProvider>
      </QueryClientProvider>
    );
    const html = renderToString(tree);
    expect(html).not.toContain('partner');
    expect(fake.calls).toHaveLength(0);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // React reports a mismatch here (it then renders the page again on the client).
    const mismatches: unknown[] = [];
    const root = await act(() =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    await within(container).findByRole('list', { name: 'Nasi partnerzy – touroperatorzy' });
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
