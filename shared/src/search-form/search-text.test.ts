import { describe, expect, it } from 'vitest';
import { matchesTerm, sanitizeSearch, searchTerm } from './search-text.ts';

describe('search text of the dropdown boxes', () => {
  it('has regular-expression special characters removed, not escaped (VAL-37: "Kos(" → "Kos")', () => {
    expect(sanitizeSearch('Kos(')).toBe('Kos');
    expect(sanitizeSearch('[Side]{2}|^$')).toBe('Side2');
  });

  it('keeps hyphens and slashes, which real names carry', () => {
    expect(sanitizeSearch('Karlsruhe/Baden-Baden')).toBe('Karlsruhe/Baden-Baden');
  });

  it('compares folded: case and Polish letters ignored, Ł as l', () => {
    expect(searchTerm('  ŁÓDŹ* ')).toBe('lodz');
    expect(matchesTerm(searchTerm('lodz'), 'Łódź Lublinek')).toBe(true);
    expect(matchesTerm(searchTerm('gdansk'), 'Katowice', 'KTW')).toBe(false);
  });

  it('matches everything with an empty term', () => {
    expect(matchesTerm('', 'Katowice')).toBe(true);
  });
});
