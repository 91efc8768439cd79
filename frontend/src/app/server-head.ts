import { SERVER_HEAD_ATTRIBUTE } from '@app/shared/hotel-page/hotel-page-template';
import type { RouterLike } from './page-views.ts';

/**
 * Head elements a document brought from the server that React does not own once it renders the
 * page afresh (it adopts them only when hydrating). The not-found page's `noindex` goes at once:
 * the page rendered afresh states its own rule, and one left behind would follow the visitor to
 * the next page. What a hotel document marks as its own (description, canonical, hreflang links,
 * JSON-LD; a gone hotel's `noindex`) stays for its page, which renders none of it, and goes with
 * the first move to another path, so it never describes a page it was not written for (decision 028).
 */
export function releaseServerHead(router: RouterLike, hydrating: boolean, head: HTMLElement = document.head): void {
  if (!hydrating) {
    for (const meta of head.querySelectorAll(`meta[name="robots"]:not([${SERVER_HEAD_ATTRIBUTE}])`)) meta.remove();
  }
  const firstPath = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === firstPath) return;
    unsubscribe();
    for (const element of head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) element.remove();
  });
}
