import { trackPageView } from '../lib/analytics.ts';

interface PathState {
  readonly location: { readonly pathname: string; readonly search: string };
}

/** The part of a data router this needs, so tests can pass a memory router. */
export interface RouterLike {
  readonly state: PathState;
  subscribe(listener: (state: PathState) => void): () => void;
}

/**
 * Sends a page view for the first page and after every navigation that changes the path or the
 * query (spec §7, TRACK-01). A data router changes `state.location` only once the next page's
 * loaders are done, so an abandoned navigation counts nothing; a jump to an anchor (`#…`) on the
 * same page is not a new page.
 */
export function trackPageViews(router: RouterLike, track: (path: string) => void = trackPageView): () => void {
  const pathOf = ({ location }: PathState): string => location.pathname + location.search;
  let last = pathOf(router.state);
  track(last);
  return router.subscribe((state) => {
    const path = pathOf(state);
    if (path === last) return;
    last = path;
    track(path);
  });
}
