import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/**
 * False while React adopts prerendered HTML (and during the build-time render), true afterwards and
 * on every render in the browser. Values that the prerendered HTML cannot know (the query string,
 * cookies, storage, today's date) wait for it, so hydration matches the HTML and then updates.
 *
 * The switch after hydration is deferred: what it brings in (the search form, Splide, the offers)
 * renders in the background in small slices instead of one long task that blocks input (TBT). A
 * component mounted later, in the browser, gets true at once.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return useDeferredValue(hydrated, hydrated);
}
