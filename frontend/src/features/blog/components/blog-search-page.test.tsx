import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@app/shared/blog';
import { jsonResponse, stubFetch, type FakeCall } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BlogSearchPage } from './blog-search-page.tsx';

const CATEGORIES = [
  { slug: 'kierunki', title: 'Kierunki', intro: '' },
  { slug: 'wakacje-z-dziecmi', title: 'Wakacje z dziećmi', intro: '' },
];

const article = (slug: string, category: string): ArticleSummary => ({
  slug,
  category,
  title: slug,
  lead: '',
  cover: '/img/blog/cover.jpg',
  published: '2025-08-20',
  region_ids: [],
});

/** Two articles match "egipt": one about Egypt's resorts in Kierunki, one about children in the other category. */
const MATCHES = [article('egipt-kurorty', 'kierunki'), article('egipt-z-dziecmi', 'wakacje-z-dziecmi')];

function answer(call: FakeCall) {
  const params = new URL(call.url, 'https://example.test').searchParams;
  const category = params.get('category');
  const articles = MATCHES.filter((match) => category === null || match.category === category);
  return jsonResponse(200, { articles, total: articles.length, page: 0, limit: 6, categories: CATEGORIES });
}

describe('the blog search within a category (BLOG-01, issue 22)', () => {
  it('says the results come from one category and links the same words in every category', async () => {
    stubFetch({ 'GET /blog/articles': answer });
    renderWithProviders(<BlogSearchPage />, { path: '/blog?q=egipt&category=kierunki' });

    const link = await screen.findByRole('link', { name: 'Szukaj we wszystkich kategoriach (2 artykuły)' });
    expect(link).toHaveAttribute('href', '/blog?q=egipt');
    expect(link.closest('p')).toHaveTextContent(/^Wyniki tylko z kategorii „Kierunki”\./);
  });

  it('says so too when the category has no match at all', async () => {
    stubFetch({ 'GET /blog/articles': answer });
    renderWithProviders(<BlogSearchPage />, { path: '/blog?q=egipt&category=porady' });

    expect(await screen.findByRole('heading', { name: 'Nic nie znaleźliśmy' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Szukaj we wszystkich kategoriach/ })).toBeInTheDocument();
  });

  it('says nothing when the category holds every match, nor for a search in all categories', async () => {
    stubFetch({ 'GET /blog/articles': answer });
    const first = renderWithProviders(<BlogSearchPage />, { path: '/blog?q=egipt&category=kierunki' });
    await screen.findByText('Wyniki tylko z kategorii „Kierunki”.', { exact: false });
    first.unmount();

    const fake = stubFetch({ 'GET /blog/articles': answer });
    renderWithProviders(<BlogSearchPage />, { path: '/blog?q=egipt' });
    expect(await screen.findByRole('link', { name: 'egipt-z-dziecmi' })).toBeInTheDocument();
    expect(screen.queryByText(/Wyniki tylko z kategorii/)).not.toBeInTheDocument();
    // No second request to count the other categories.
    expect(fake.callsTo('GET', '/blog/articles')).toHaveLength(1);
  });
});
