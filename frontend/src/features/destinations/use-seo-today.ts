import { useSyncExternalStore } from 'react';
import { SEO_DATES_TIME_ZONE } from '@app/shared/destinations/seo-dates';
import { todayIso } from '@app/shared/search-form/dates';

const never = () => () => undefined;
const warsawToday = () => todayIso(Date.now(), SEO_DATES_TIME_ZONE);
const unknownWhilePrerendering = () => undefined;

/**
 * Today in Warsaw (the SEO dates count Warsaw days, D3), or undefined in the prerendered HTML: the
 * build does not know the day the page is read on. A date string, so the snapshot is stable.
 */
export function useSeoToday(): string | undefined {
  return useSyncExternalStore(never, warsawToday, unknownWhilePrerendering);
}
