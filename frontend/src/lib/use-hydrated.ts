import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/**
 * False while React adopts prerendered HTML (and during the build-time render), true afterwards and
 * on every render in the browser. Values that the prerendered HTML cannot know (the query string,
 * cookies, storage, today's date) wait for it, so hydration matches the HTML and then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
