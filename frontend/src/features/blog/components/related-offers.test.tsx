import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { specialOffer } from '../../../testing/special-offer.fixture.ts';
import { RelatedOffers } from './related-offers.tsx';

const ROUTE = 'GET /blog/related_offers';
const TITLE = 'Oferty w tym regionie';

function section() {
  return screen.getByRole('region', { name: TITLE });
}

describe('RelatedOffers', () => {
  it('asks for six offers in the regions, with six skeleton cards meanwhile, then links the cards (BLOG-05)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = stubFetch({ [ROUTE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderWithProviders(<RelatedOffers regions={[200210, 200211]} title={TITLE} />);

    expect(within(section()).getByRole('status')).toHaveTextContent('Wczytywanie ofert…');
    expect(container.querySelectorAll('.offer-card--skeleton')).toHaveLength(6);
    const query = new URL(fake.callsTo('GET', '/blog/related_offers')[0]?.url ?? '', 'https://example.test');
    expect(Object.fromEntries(query.searchParams)).toEqual({ regions: '200210,200211', limit: '6' });

    answer(jsonResponse(200, { offers_list: [specialOffer({}, { name: 'Hotel Side Star' })] }));
    expect(await within(section()).findByRole('link', { name: 'Hotel Side Star' })).toHaveAttribute(
      'href',
      '/hotel/hotel-riu-palace?id=H1&offer_type=A',
    );
    expect(container.querySelectorAll('.offer-card--skeleton')).toHaveLength(0);
  });

  it('points to the search when the regions have no offers', async () => {
    stubFetch({ [ROUTE]: () => jsonResponse(200, { offers_list: [] }) });
    renderWithProviders(<RelatedOffers regions={[200210]} title={TITLE} />);

    expect(await within(section()).findByText(/Zajrzyj do wyszukiwarki/)).toBeInTheDocument();
  });
});
