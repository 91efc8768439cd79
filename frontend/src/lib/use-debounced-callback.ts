import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The callback, called once typing has paused for `delayMs`: a price or a trip length typed digit by
 * digit makes one search, not one per key. The latest callback runs, with the latest search; a
 * pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
