import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RegionGroupPage } from './region-group-page.tsx';

const REGIONS = {
  categories: [
    {
      key: 'nearby',
      title: 'Bliskie kierunki',
      regions: [
        { name: 'Grecja', link: '/wakacje/grecja', min_price_pln: 2121.4, min_price_eur: 493, region_id: 200217 },
        // No offer in its destination page's dates today: no price.
        { name: 'Albania', link: '/wakacje/albania', min_price_pln: null, min_price_eur: null, region_id: 200264 },
      ],
    },
  ],
};
const NO_ARTICLES = { articles: [], total: 0, page: 0, limit: 3, categories: [] };

describe('RegionGroupPage', () => {
  it('lists only the regions with a live price, but asks for articles and offers about every region (BLOG-03)', async () => {
    const fake = stubFetch({
      'GET /regions/get_recommended_regions': () => jsonResponse(200, REGIONS),
      'GET /blog/articles': () => jsonResponse(200, NO_ARTICLES),
      'GET /blog/related_offers': () => jsonResponse(200, { offers_list: [] }),
    });
    renderWithProviders(<RegionGroupPage group="nearby" />);

    const list = await screen.findByRole('region', { name: 'Kraje i ceny' });
    expect(await within(list).findByRole('link', { name: /Grecja/ })).toHaveTextContent('od 2 121 zł / os.');
    expect(within(list).queryByText('Albania')).not.toBeInTheDocument();

    await waitFor(() => expect(fake.callsTo('GET', '/blog/articles')).toHaveLength(1));
    const articles = new URL(fake.callsTo('GET', '/blog/articles')[0]?.url ?? '', 'https://example.test');
    expect(articles.searchParams.get('regions')).toBe('200217,200264');
    await waitFor(() => expect(fake.callsTo('GET', '/blog/related_offers')).toHaveLength(1));
    const offers = new URL(fake.callsTo('GET', '/blog/related_offers')[0]?.url ?? '', 'https://example.test');
    expect(offers.searchParams.get('regions')).toBe('200217,200264');
  });
});
