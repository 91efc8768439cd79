import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { whenInitialized } from './router.tsx';

describe('the first page of a page rendered afresh', () => {
  it("is rendered only once the router has loaded its lazy route (a state change RouterProvider's render could miss)", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await gate;
          return { Component: () => null };
        },
      },
    ]);
    let ready = false;
    void whenInitialized(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);

    release();
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(router.state.initialized).toBe(true);
  });

  it('needs no wait when the router starts initialized', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await expect(whenInitialized(router)).resolves.toBeUndefined();
  });
});
