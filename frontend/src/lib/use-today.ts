import { useCallback, useSyncExternalStore } from 'react';
import { todayIso } from '@app/shared/search-form/dates';
import { browserTimeZone } from './time-zone.ts';

const never = () => () => undefined;
const unknownWhilePrerendering = () => undefined;

/**
 * Today (`YYYY-MM-DD`) in a time zone — the visitor's by default (decision D3) — or undefined in
 * prerendered HTML: the build does not know the day a page is read on, so the clock is read in the
 * browser only. A date string, so the snapshot is stable between renders.
 */
export function useToday(timeZone: string = browserTimeZone()): string | undefined {
  const today = useCallback(() => todayIso(Date.now(), timeZone), [timeZone]);
  return useSyncExternalStore(never, today, unknownWhilePrerendering);
}
