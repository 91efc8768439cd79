import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../lib/intl/message-id.ts';
import { destinationsPl } from './messages.ts';
import { formatBestMonths, formatFlightTime, formatTimeDifference, monthRuns } from './practical-values.ts';

// The destination pages' own messages are all these values use; react-intl's type asks for the whole catalogue.
const intl = createIntl({ locale: 'pl', messages: destinationsPl as Messages });

describe('practical information values', () => {
  it('joins months into runs, also across the new year', () => {
    expect(monthRuns([5, 6, 7, 8, 9, 10])).toEqual([[5, 10]]);
    expect(monthRuns([12, 1, 2, 3, 4])).toEqual([[12, 4]]);
    expect(monthRuns([3, 4, 5, 10, 11])).toEqual([
      [3, 5],
      [10, 11],
    ]);
    expect(monthRuns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([[1, 12]]);
  });

  it('names the best months in the language', () => {
    expect(formatBestMonths(intl, [12, 1, 2, 3, 4])).toBe('grudzień–kwiecień');
    expect(formatBestMonths(intl, [3, 4, 5, 10, 11])).toBe('marzec–maj i październik–listopad');
    expect(formatBestMonths(intl, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('przez cały rok');
  });

  it('signs the time difference and tells the seasons apart only when they differ', () => {
    expect(formatTimeDifference(intl, { winter: 0, summer: 0 })).toBe('brak – ten sam czas co w Polsce');
    expect(formatTimeDifference(intl, { winter: -6, summer: -6 })).toBe('-6 h przez cały rok');
    expect(formatTimeDifference(intl, { winter: 4.5, summer: 3.5 })).toBe('+4,5 h zimą, +3,5 h latem');
  });

  it('writes the flight time in hours and minutes', () => {
    expect(formatFlightTime(intl, 190)).toBe('ok. 3 h 10 min');
    expect(formatFlightTime(intl, 660)).toBe('ok. 11 h');
  });
});
