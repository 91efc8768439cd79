import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { trackPageViews } from './page-views.ts';

function memoryRouter() {
  const routes = [{ path: '/', children: [{ index: true }, { path: 'wakacje' }, { path: 'offers' }] }];
  return createMemoryRouter(routes, { initialEntries: ['/'] });
}

describe('trackPageViews', () => {
  it('counts the first page and every navigation to another path or query', async () => {
    const router = memoryRouter();
    const paths: string[] = [];
    const stop = trackPageViews(router, (path) => paths.push(path));

    await router.navigate('/wakacje');
    await router.navigate('/offers?offer_type=A');
    await router.navigate('/offers?offer_type=S');
    expect(paths).toEqual(['/', '/wakacje', '/offers?offer_type=A', '/offers?offer_type=S']);
    stop();
    router.dispose();
  });

  it('does not count a jump to an anchor or a re-render of the same page', async () => {
    const router = memoryRouter();
    const paths: string[] = [];
    const stop = trackPageViews(router, (path) => paths.push(path));

    await router.navigate('/#recommended-regions');
    await router.revalidate();
    expect(paths).toEqual(['/']);
    stop();
    router.dispose();
  });

  it('stops when unsubscribed', async () => {
    const router = memoryRouter();
    const paths: string[] = [];
    trackPageViews(router, (path) => paths.push(path))();
    await router.navigate('/wakacje');
    expect(paths).toEqual(['/']);
    router.dispose();
  });
});
