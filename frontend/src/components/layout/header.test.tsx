import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { Header } from './header.tsx';

function renderHeader() {
  return renderRoutes([
    { path: '/', element: <Header /> },
    {
      path: '/wakacje',
      element: (
        <>
          <Header />
          <Link to="/">home</Link>
        </>
      ),
    },
  ]);
}

describe('Header', () => {
  it('folds the menu behind a button that says whether it is open, and closes on Escape (issue 22)', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'Wakacje' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toHaveClass('site-nav--open');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once a page is chosen', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Wakacje' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
