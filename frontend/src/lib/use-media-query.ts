import { useCallback, useSyncExternalStore } from 'react';

/** Desktop is a width above 1023 px (spec §9). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';

/**
 * Phones, where the search form's pickers open as full-screen sheets instead of popovers (issue 22):
 * below 600 px a popover holding a long list leaves too little room to scroll and tap.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 599px)';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a media query matches, updated as the window changes. Without a window (prerendering)
 * the answer is `false`, so pages render mobile first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop layouts (sliders with autoplay, tabs) above 1023 px; carousels and accordions below. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
