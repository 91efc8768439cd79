import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS,
  TABS,
  activeFields,
  flightTypeOf,
  flightTypeVisible,
  isFieldActive,
  sentOfferType,
  tabOf,
  toggleFlightType,
} from './active-filters.ts';

describe('tabs and flight types', () => {
  it('has the tabs A, S, C and GROUP (FORM-01)', () => {
    expect(TABS).toEqual(['A', 'S', 'C', 'GROUP']);
  });

  it('shows the flight-type radios only for C, C1 and C2 (FORM-04, VAL-43)', () => {
    expect((['C', 'C1', 'C2'] as const).map(flightTypeVisible)).toEqual([true, true, true]);
    expect((['A', 'S', 'GROUP', undefined] as const).map(flightTypeVisible)).toEqual([false, false, false, false]);
  });

  it('ticks no radio for C, any flight, and the matching radio for C1 and C2 (D6)', () => {
    expect(flightTypeOf('C')).toBeUndefined();
    expect(flightTypeOf('C1')).toBe('C1');
    expect(flightTypeOf('C2')).toBe('C2');
  });

  it('switches radios and unticks the ticked one back to any flight (D6)', () => {
    expect(toggleFlightType('C', 'C1')).toBe('C1');
    expect(toggleFlightType('C1', 'C2')).toBe('C2');
    expect(toggleFlightType('C2', 'C2')).toBe('C');
  });

  it('puts every flight type under the flight tab', () => {
    expect((['A', 'S', 'C', 'C1', 'C2', 'GROUP', undefined] as const).map(tabOf)).toEqual([
      'A',
      'S',
      'C',
      'C',
      'C',
      'GROUP',
      'A',
    ]);
  });

  it('sends C as C2 (STATE-15) and no type as A (STATE-10, STATE-16)', () => {
    expect(sentOfferType('C')).toBe('C2');
    expect(sentOfferType(undefined)).toBe('A');
    expect(sentOfferType('C1')).toBe('C1');
    expect(sentOfferType('S')).toBe('S');
  });
});

describe('active filters per offer type', () => {
  it('keeps every filter for A (STATE-11)', () => {
    expect(activeFields('A')).toEqual(FORM_FIELDS);
    expect(activeFields(undefined)).toEqual(FORM_FIELDS);
  });

  it('disables only the departure airports for S (STATE-12)', () => {
    expect(FORM_FIELDS.filter((field) => !isFieldActive('S', field))).toEqual(['departureAirports']);
  });

  it('disables duration and hotel name for C1 (STATE-13)', () => {
    expect(FORM_FIELDS.filter((field) => !isFieldActive('C1', field))).toEqual(['hotelName', 'duration']);
  });

  it('disables only the hotel name for C2 and C (STATE-14)', () => {
    expect(FORM_FIELDS.filter((field) => !isFieldActive('C2', field))).toEqual(['hotelName']);
    expect(FORM_FIELDS.filter((field) => !isFieldActive('C', field))).toEqual(['hotelName']);
  });

  it('carries only the destination and dates to the group enquiry (D5)', () => {
    expect(activeFields('GROUP')).toEqual(['regions', 'dates']);
  });
});
