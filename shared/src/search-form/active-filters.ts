import type { SEARCH_OFFER_TYPES } from '../search-criteria.ts';

/** The form's tabs (FORM-01): Holiday, Only hotels, Flight tickets, Group reservations. */
export const TABS = ['A', 'S', 'C', 'GROUP'] as const;
export type SearchTab = (typeof TABS)[number];

/** Offer types a search can carry (spec §3): C means any flight and is searched as C2. */
export type SearchOfferType = (typeof SEARCH_OFFER_TYPES)[number];
/** What the form's type can be: a searchable type, or GROUP, which never searches (D5). */
export type FormOfferType = SearchOfferType | 'GROUP';

/** The flight-type radios (D6, OPEN-25): one way and two ways; neither ticked means C, any flight. */
export const FLIGHT_TYPES = ['C1', 'C2'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** The search type when none is set (STATE-10, STATE-16). */
export const DEFAULT_OFFER_TYPE = 'A' satisfies SearchOfferType;

/** The form's filters, as far as offer types switch them on and off (spec §4). */
export const FORM_FIELDS = [
  'departureAirports',
  'regions',
  'hotelName',
  'dates',
  'duration',
  'party',
  'transfer',
  'boards',
  'priceMaxEur',
  'accommodations',
  'hotelStandard',
  'facilities',
  'operators',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const ALL: readonly FormField[] = FORM_FIELDS;
const without = (...fields: FormField[]) => ALL.filter((field) => !fields.includes(field));

/**
 * Spec §4: A has every filter (STATE-11); S no departure airports (STATE-12); C1 neither duration nor
 * hotel name (STATE-13); C2 and C no hotel name (STATE-14). GROUP goes straight to the group enquiry
 * (D5), which takes over only the destination and the dates.
 */
const ACTIVE: Readonly<Record<FormOfferType, readonly FormField[]>> = {
  A: ALL,
  S: without('departureAirports'),
  C: without('hotelName'),
  C1: without('duration', 'hotelName'),
  C2: without('hotelName'),
  GROUP: ['regions', 'dates'],
};

export function activeFields(type: FormOfferType | undefined): readonly FormField[] {
  return ACTIVE[type ?? DEFAULT_OFFER_TYPE];
}

export function isFieldActive(type: FormOfferType | undefined, field: FormField): boolean {
  return activeFields(type).includes(field);
}

export function isFlightOfferType(type: string | undefined): type is 'C' | 'C1' | 'C2' {
  return type === 'C' || type === 'C1' || type === 'C2';
}

/** The flight-type radios show only for C, C1 and C2 (FORM-04; VAL-43). */
export function flightTypeVisible(type: FormOfferType | undefined): boolean {
  return isFlightOfferType(type);
}

/** The tab a type belongs to: every flight type sits under the Flight tickets tab. */
export function tabOf(type: FormOfferType | undefined): SearchTab {
  return isFlightOfferType(type) ? 'C' : (type ?? DEFAULT_OFFER_TYPE);
}

/** The radio ticked for a type: none for C, any flight (D6). */
export function flightTypeOf(type: FormOfferType | undefined): FlightType | undefined {
  return type === 'C1' || type === 'C2' ? type : undefined;
}

/**
 * A click on a flight-type radio. Clicking the ticked one unticks it, back to C (any flight), as the
 * transfer checkboxes do (STATE-19) — otherwise "any" could not be chosen again without leaving the tab.
 */
export function toggleFlightType(type: FormOfferType | undefined, clicked: FlightType): 'C' | FlightType {
  return flightTypeOf(type) === clicked ? 'C' : clicked;
}

/** The type sent to the server (spec §4): C as C2 (STATE-15), nothing as A (STATE-16). */
export function sentOfferType(type: SearchOfferType | undefined): Exclude<SearchOfferType, 'C'> {
  if (type === undefined) return DEFAULT_OFFER_TYPE;
  return type === 'C' ? 'C2' : type;
}
