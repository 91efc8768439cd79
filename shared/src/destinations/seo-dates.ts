import { OFFICE_TIME_ZONE } from '../office-time-zone.ts';
import { addDays, todayIso } from '../search-form/dates.ts';
import type { SiteConfiguration } from '../site-configuration.ts';

/** SEO dates count the agency's (Warsaw) days, as the server's date arithmetic does (decision D3). */
export const SEO_DATES_TIME_ZONE = OFFICE_TIME_ZONE;

export interface SeoDates {
  /** 'YYYY-MM-DD' */
  readonly departureDate: string;
  readonly returnDate: string;
}

/**
 * The dates a destination page searches (spec §9; SEO-03, CONST-03, OPEN-45): departure is today plus
 * `dates_offset` days, return is the departure plus `dates_delta` days. Calendar days in Warsaw, so a
 * clock change never shifts a date. `nowMs` is passed in (a clock reading), never read here.
 */
export function seoDates(nowMs: number, configuration: SiteConfiguration): SeoDates {
  return seoDatesFrom(todayIso(nowMs, SEO_DATES_TIME_ZONE), configuration);
}

/** The same from today's Warsaw date ('YYYY-MM-DD'), for a page that reads the day once. */
export function seoDatesFrom(today: string, configuration: SiteConfiguration): SeoDates {
  const departureDate = addDays(today, configuration.dates_offset);
  return { departureDate, returnDate: addDays(departureDate, configuration.dates_delta) };
}
