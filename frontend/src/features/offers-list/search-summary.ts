import type { IntlShape } from 'react-intl';
import { activeDatePreset } from '@app/shared/offers-list/quick-filters';
import { isFieldActive } from '@app/shared/search-form/active-filters';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { formatDay } from '../../lib/intl/formats.ts';
import { toLocalDate } from '../../lib/local-dates.ts';
import { isPartyChosen } from './active-filter-chips.ts';

type Values = Partial<SearchFormValues>;

/** Destinations named in full before the rest are counted: a heading, not a list. */
const NAMED_DESTINATIONS = 3;

/** "2 dorosłych, 1 dziecko" (ICU plurals of each language). */
export function partyText(intl: IntlShape, adults: number, children: number): string {
  const adultsText = intl.formatMessage({ id: 'offers_list.summary.adults' }, { count: adults });
  if (children === 0) return adultsText;
  return intl.formatMessage(
    { id: 'offers_list.summary.party' },
    { adults: adultsText, children: intl.formatMessage({ id: 'offers_list.summary.children' }, { count: children }) },
  );
}

/** DD.MM from the locale's own digits, the short form of the site's DD.MM.YYYY (spec §9). */
function dayMonth(intl: IntlShape, iso: string): string {
  const parts = intl.formatDateToParts(toLocalDate(iso), { day: '2-digit', month: '2-digit' });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}`;
}

/**
 * The search's dates, short: "01.06–30.06", "od 01.06", "do 30.06", or the quick filter's name when
 * the dates are its window. The year is left out only when every date shown falls in this year;
 * otherwise "01.12.2026–10.01.2027" is unambiguous where "01.12–10.01" is not.
 */
export function datesText(intl: IntlShape, values: Values, todayIso: string): string | undefined {
  const { departureDate: from, returnDate: to } = values;
  if (from === undefined && to === undefined) return undefined;
  const preset = activeDatePreset(values, todayIso);
  if (preset !== undefined && to === undefined) return intl.formatMessage({ id: `offers_list.quick.${preset}` });
  const thisYear = todayIso.slice(0, 4);
  const short = [from, to].every((iso) => iso === undefined || iso.startsWith(thisYear));
  const day = (iso: string) => (short ? dayMonth(intl, iso) : formatDay(intl, iso));
  if (from !== undefined && to !== undefined) return `${day(from)}–${day(to)}`;
  if (from !== undefined) return intl.formatMessage({ id: 'offers_list.summary.from' }, { date: day(from) });
  return intl.formatMessage({ id: 'offers_list.summary.until' }, { date: day(to ?? '') });
}

/** "Turcja", "Turcja i Grecja", "Turcja, Grecja i 3 inne" in the language's own list style. */
export function destinationsText(intl: IntlShape, names: readonly string[]): string {
  if (names.length <= NAMED_DESTINATIONS) return intl.formatList(names, { type: 'conjunction' });
  const shown = names.slice(0, NAMED_DESTINATIONS - 1);
  const more = intl.formatMessage({ id: 'offers_list.summary.more' }, { count: names.length - shown.length });
  return intl.formatList([...shown, more], { type: 'conjunction' });
}

/** Nothing to sum up, destinations chosen whose names are still on their way, or the heading's text. */
export type SearchSummary = { status: 'none' } | { status: 'naming' } | { status: 'ready'; text: string };

/**
 * The heading that says what was searched (issue 22): "Turcja · 2 dorosłych · 01.06–30.06". Shown once
 * the visitor has chosen a destination, dates or a party; a plain list has nothing to sum up. Chosen
 * destinations are never shown as ids: until their names arrive the heading waits ('naming').
 */
export function searchSummary(
  intl: IntlShape,
  values: Values,
  regionName: (id: number) => string | undefined,
  todayIso: string,
): SearchSummary {
  const type = values.offerType;
  const regions = isFieldActive(type, 'regions') ? (values.regions ?? []) : [];
  const dates = isFieldActive(type, 'dates') ? datesText(intl, values, todayIso) : undefined;
  const party = isFieldActive(type, 'party');
  if (regions.length === 0 && dates === undefined && !(party && isPartyChosen(values))) return { status: 'none' };
  const names = regions.flatMap((id) => regionName(id) ?? []);
  if (regions.length > 0 && names.length === 0) return { status: 'naming' };
  const parts = [
    names.length > 0 ? destinationsText(intl, names) : intl.formatMessage({ id: 'search.regions.any' }),
    party ? partyText(intl, values.adults ?? ADULTS_DEFAULT, values.childrenAges?.length ?? 0) : undefined,
    dates,
  ];
  return { status: 'ready', text: parts.filter((part) => part !== undefined).join(' · ') };
}
