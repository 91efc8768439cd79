/**
 * jsdom has no `matchMedia`. This stand-in answers width queries (`min-width`/`max-width` in px,
 * joined by `and`) against `window.innerWidth` and tells listeners when `setViewportWidth`
 * changes the answer; any other feature (`prefers-reduced-motion`, …) does not match.
 */
type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

export function queryMatches(query: string, width: number): boolean {
  const features = query.split(/\s+and\s+/i).map((part) => part.trim().replace(/^\(|\)$/g, ''));
  return features.every((feature) => {
    const [name = '', value = ''] = feature.split(':').map((part) => part.trim());
    const px = Number.parseFloat(value);
    if (name === 'min-width') return width >= px;
    if (name === 'max-width') return width <= px;
    return false;
  });
}

export function matchMediaStub(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>(), last: queryMatches(query, window.innerWidth) };
  lists.add(entry);
  const add = (_type: string, listener: Listener) => entry.listeners.add(listener);
  const remove = (_type: string, listener: Listener) => entry.listeners.delete(listener);
  return {
    media: query,
    get matches() {
      return queryMatches(query, window.innerWidth);
    },
    onchange: null,
    addEventListener: add,
    removeEventListener: remove,
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

/** Resizes the fake viewport and notifies the media-query listeners whose answer changed. */
export function setViewportWidth(width: number): void {
  window.innerWidth = width;
  for (const entry of lists) {
    const matches = queryMatches(entry.query, width);
    if (matches === entry.last) continue;
    entry.last = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
}

/** jsdom's own default width, which counts as desktop (spec §9: above 1023 px). */
export const DEFAULT_VIEWPORT_WIDTH = 1024;

export function resetViewport(): void {
  lists.clear();
  window.innerWidth = DEFAULT_VIEWPORT_WIDTH;
}
