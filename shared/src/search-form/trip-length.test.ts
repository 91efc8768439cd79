import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultTripLength,
  durationOptions,
  initialTripLength,
  normalizeLengthRange,
  parseDurationOption,
  parseLengthInput,
  tripLengthLabel,
} from './trip-length.ts';

describe('trip-length input', () => {
  it('keeps absolute integers (VAL-34: "-5" → "5")', () => {
    expect(parseLengthInput('-5')).toBe('5');
    expect(parseLengthInput('14')).toBe('14');
    expect(parseLengthInput(' 7 ')).toBe('7');
    expect(parseLengthInput('7.5')).toBe('7');
    expect(parseLengthInput('007')).toBe('7');
  });

  it('turns non-numeric text into empty (VAL-35: "abc" → "")', () => {
    expect(parseLengthInput('abc')).toBe('');
    expect(parseLengthInput('')).toBe('');
    expect(parseLengthInput('-')).toBe('');
  });

  it('always gives an empty text or the digits of a non-negative integer (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseLengthInput(text)).toMatch(/^(|0|[1-9]\d*)$/);
      }),
    );
  });
});

describe('trip-length range on blur', () => {
  it('swaps a minimum above the maximum (VAL-36: 14 and 7 → 7-14)', () => {
    expect(normalizeLengthRange('14', '7')).toEqual({ min: '7', max: '14' });
    expect(normalizeLengthRange(14, 7)).toEqual({ min: 7, max: 14 });
  });

  it('leaves an ordered or half-filled range alone', () => {
    expect(normalizeLengthRange('7', '14')).toEqual({ min: '7', max: '14' });
    expect(normalizeLengthRange('7', '7')).toEqual({ min: '7', max: '7' });
    expect(normalizeLengthRange('14', '')).toEqual({ min: '14', max: '' });
    expect(normalizeLengthRange(undefined, 3)).toEqual({ min: undefined, max: 3 });
  });

  it('compares numbers, not text ("9" is below "10")', () => {
    expect(normalizeLengthRange('9', '10')).toEqual({ min: '9', max: '10' });
  });
});

describe('trip-length label', () => {
  it('reads "min-max" followed by the word for days (WIDGET-09)', () => {
    expect(tripLengthLabel(7, 14, 'dni')).toBe('7-14 dni');
    expect(tripLengthLabel('7', '14', 'days')).toBe('7-14 days');
  });

  it('reads a lone minimum as "from", a lone maximum from the shortest trip, and nothing as empty', () => {
    expect(tripLengthLabel(7, undefined, 'dni')).toBe('7+ dni');
    expect(tripLengthLabel('', 14, 'dni')).toBe('1-14 dni');
    expect(tripLengthLabel('', '', 'dni')).toBe('');
  });
});

describe('default-filter trip lengths', () => {
  const duration = { default: '7-10', list: ['1-4', '7-10', '13-15', 'week', '10-5', '7-10'] };

  it('reads "min-max" options and rejects anything else', () => {
    expect(parseDurationOption('13-15')).toEqual({ min: 13, max: 15 });
    expect(parseDurationOption('10-5')).toBeUndefined();
    expect(parseDurationOption('0-5')).toBeUndefined();
    expect(parseDurationOption('week')).toBeUndefined();
  });

  it('lists the readable options once, in the server order', () => {
    expect(durationOptions(duration).map((o) => o.value)).toEqual(['1-4', '7-10', '13-15']);
  });

  it('uses the default, or the first option when the default is unreadable', () => {
    expect(defaultTripLength(duration)).toEqual({ min: 7, max: 10 });
    expect(defaultTripLength({ default: '??', list: ['1-4'] })).toEqual({ min: 1, max: 4 });
    expect(defaultTripLength({ default: '??', list: [] })).toBeUndefined();
  });

  it('starts from the URL lengths when there are any, else from the default (STATE-24)', () => {
    expect(initialTripLength({ durationMin: 3 }, duration)).toEqual({ durationMin: 3 });
    expect(initialTripLength({}, duration)).toEqual({ durationMin: 7, durationMax: 10 });
    expect(initialTripLength({}, undefined)).toEqual({});
  });
});
