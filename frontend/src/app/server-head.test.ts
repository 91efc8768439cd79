import { describe, expect, it } from 'vitest';
import type { RouterLike } from './page-views.ts';
import { releaseServerHead } from './server-head.ts';

type State = RouterLike['state'];

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: State) => void>();
  let state: State = { location: { pathname, search: '' } };
  return {
    get state() {
      return state;
    },
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string, search = '') {
      state = { location: { pathname: next, search } };
      for (const listener of [...listeners]) listener(state);
    },
  } satisfies RouterLike & { go(pathname: string, search?: string): void };
}

function headOf(html: string): HTMLElement {
  const head = document.createElement('head');
  head.innerHTML = html;
  return head;
}

describe('head elements of the document from the server (decision 028)', () => {
  it("drops the document's noindex when the page renders afresh, which states its own", () => {
    const head = headOf('<title>x</title><meta name="robots" content="noindex">');
    releaseServerHead(fakeRouter('/cokolwiek'), false, head);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    expect(head.querySelector('title')).not.toBeNull();
  });

  it("keeps a gone hotel's marked noindex until the visitor moves on", () => {
    const head = headOf('<meta name="robots" content="noindex" data-server-head>');
    const router = fakeRouter('/hotel/a');
    releaseServerHead(router, false, head);
    expect(head.querySelector('meta[name="robots"]')).not.toBeNull();
    router.go('/offers');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps it when React adopts the document (hydration)', () => {
    const head = headOf('<meta name="robots" content="noindex">');
    releaseServerHead(fakeRouter('/cokolwiek'), true, head);
    expect(head.querySelector('meta[name="robots"]')).not.toBeNull();
  });

  it("keeps a hotel document's own head on its page and drops it at the first move to another path", () => {
    const head = headOf(
      '<link rel="canonical" href="/hotel/a?id=1" data-server-head><script type="application/ld+json" data-server-head>{}</script><link rel="icon" href="/favicon.svg">',
    );
    const router = fakeRouter('/hotel/a');
    releaseServerHead(router, false, head);
    router.go('/hotel/a', '?id=1&tab=map');
    expect(head.querySelectorAll('[data-server-head]')).toHaveLength(2);
    router.go('/offers');
    expect(head.querySelectorAll('[data-server-head]')).toHaveLength(0);
    expect(head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
