import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListPagination } from './list-pagination.tsx';

const hrefOf = (page: number) => `/offers?page=${page + 1}`;

describe('ListPagination', () => {
  it('links every page of a short list, marks the current one and steps both ways (ROUTE-01)', () => {
    renderWithProviders(<ListPagination page={1} count={3} hrefOf={hrefOf} />);

    const nav = screen.getByRole('navigation', { name: 'Strony wyników' });
    const pages = ['Strona 1', 'Strona 2', 'Strona 3'].map((name) => within(nav).getByRole('link', { name }));
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/offers?page=1',
      '/offers?page=2',
      '/offers?page=3',
    ]);
    expect(pages.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(within(nav).getByRole('link', { name: 'Poprzednia' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Następna' })).toHaveAttribute('rel', 'next');
  });

  it("takes the name of what it pages through, as the blog's articles (BLOG-01)", () => {
    renderWithProviders(<ListPagination page={0} count={2} hrefOf={hrefOf} label="Strony artykułów" />);

    const nav = screen.getByRole('navigation', { name: 'Strony artykułów' });
    expect(within(nav).getByRole('link', { name: 'Strona 2' })).toHaveAttribute('href', '/offers?page=2');
    expect(within(nav).queryByRole('link', { name: 'Poprzednia' })).not.toBeInTheDocument();
  });
});
