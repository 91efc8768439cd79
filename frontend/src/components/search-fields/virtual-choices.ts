import type { IntlShape } from 'react-intl';
import type { AirportGroupName } from '@app/shared/search-form/airports';
import { isVirtualAirportCode, type VIRTUAL_AIRPORT_CODES } from '@app/shared/reference-data';
import type { MessageId } from '../../lib/intl/message-id.ts';

type VirtualCode = (typeof VIRTUAL_AIRPORT_CODES)[number];

function isVirtualCode(code: string): code is VirtualCode {
  return isVirtualAirportCode(code);
}

/** The airport groups' keys (spec §2, WIDGET-07) as the catalogue names them in each language. */
const AIRPORT_GROUP_MESSAGES = {
  Popularne: 'search.airports.group.popular',
  Polska: 'search.airports.group.poland',
  Niemcy: 'search.airports.group.germany',
  Inne: 'search.airports.group.other',
} as const satisfies Record<AirportGroupName, MessageId>;

/** An airport group's heading in the visitor's language; the API's key ("Niemcy") is never shown as it is. */
export function airportGroupHeading(intl: IntlShape, group: AirportGroupName): string {
  return intl.formatMessage({ id: AIRPORT_GROUP_MESSAGES[group] });
}

/**
 * The code shown after an airport's name ("Monachium MUC"): none for a virtual airport, whose code
 * (ALL_POL, ALL_GER) is internal (decision D14) and whose name already says what it is.
 */
export function shownAirportCode(iata: string): string | undefined {
  return isVirtualAirportCode(iata) ? undefined : iata;
}

/**
 * An airport's name for a summary, from the filter data; a code the data does not name yet (it is
 * still loading) shows as itself, except an internal code, which the catalogue names instead (D14).
 */
export function airportName(intl: IntlShape, iata: string, name: string | undefined): string {
  if (name !== undefined) return name;
  return isVirtualCode(iata) ? intl.formatMessage({ id: `search.airports.virtual.${iata}` }) : iata;
}

/**
 * An operator's label. A virtual operator (ALL_GER, keyed Niemcy in spec §3) is named by the API
 * after its country ("Niemcy", "Deutschland"), which beside the country's heading reads as a second
 * heading; the catalogue says what choosing it means, "Wszyscy niemieccy touroperatorzy" (D14). Its
 * code is never shown, not even while the operators load. Other operators keep their brand name,
 * or their code until the data names them.
 */
export function operatorLabel(intl: IntlShape, code: string, name: string | undefined): string {
  if (isVirtualCode(code)) return intl.formatMessage({ id: `search.operators.virtual.${code}` });
  return name ?? code;
}
