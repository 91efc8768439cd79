import { describe, expect, it } from 'vitest';
import { formatDays, formatIsoDate, formatPriceEur, formatStars, formatWarsawDateTime } from './format.ts';

/** Intl separates groups and currency with no-break spaces; tests compare with plain ones. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('mail formats', () => {
  it('writes calendar dates as DD.MM.YYYY without shifting them by a time zone', () => {
    expect(formatIsoDate('2025-07-01')).toBe('01.07.2025');
    expect(formatIsoDate('2025-12-31')).toBe('31.12.2025');
  });

  it('writes an instant on the Warsaw clock, summer and winter', () => {
    expect(formatWarsawDateTime(new Date('2025-07-01T22:30:00Z'))).toBe('02.07.2025 00:30');
    expect(formatWarsawDateTime(new Date('2025-01-15T08:05:00Z'))).toBe('15.01.2025 09:05');
  });

  it("rounds euro prices to whole euro like the site's cards, so an e-mail never contradicts the page", () => {
    expect(plain(formatPriceEur(815, 'pl'))).toBe('815 €');
    expect(plain(formatPriceEur(1815.5, 'de'))).toBe('1.816 €');
    expect(formatPriceEur(815, 'en')).toBe('€815');
  });

  it('uses the singular only for one day', () => {
    expect(formatDays(1, 'pl')).toBe('1 dzień');
    expect(formatDays(8, 'pl')).toBe('8 dni');
    expect(formatDays(22, 'pl')).toBe('22 dni');
    expect(formatDays(1, 'de')).toBe('1 Tag');
    expect(formatDays(15, 'en')).toBe('15 days');
  });

  it('draws hotel stars with a half star where given', () => {
    expect(formatStars(4)).toBe('★★★★');
    expect(formatStars(3.5)).toBe('★★★½');
    expect(formatStars(0)).toBe('');
  });
});
