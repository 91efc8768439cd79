import { useSyncExternalStore } from 'react';
import { todayIso } from '@app/shared/search-form/dates';
import { browserTimeZone } from '../../lib/time-zone.ts';

const never = () => () => undefined;
const today = () => todayIso(Date.now(), browserTimeZone());
const unknownOnServer = () => undefined;

/**
 * Today in the visitor's zone (decision D3), or undefined while prerendering: the build does not know
 * the day a page is read on, so the clock is read in the browser only (as a string, so it is stable).
 */
export function useToday(): string | undefined {
  return useSyncExternalStore(never, today, unknownOnServer);
}
