import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from './search-criteria.ts';

/** The query fields the server refuses, or [] when it accepts the query. */
function refused(query: Record<string, string>): string[] {
  const result = SearchQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

// The server repeats the search form's §5 rules (OPEN-08): a hand-made URL gets a 400, not a search
// the form could never have made.
describe('search criteria the server accepts', () => {
  it('takes 1 to 8 adults, 2 when none are given (VAL-29)', () => {
    expect(refused({ adults_number: '0' })).toEqual(['adults_number']);
    expect(refused({ adults_number: '9' })).toEqual(['adults_number']);
    expect(refused({ adults_number: '1' })).toEqual([]);
    expect(refused({ adults_number: '8' })).toEqual([]);
    expect(SearchQuerySchema.parse({}).adults_number).toBe(2);
  });

  it('takes at most 8 children (VAL-30)', () => {
    expect(refused({ children_ages: '7,7,7,7,7,7,7,7' })).toEqual([]);
    expect(refused({ children_ages: '7,7,7,7,7,7,7,7,7' })).toEqual(['children_ages']);
  });

  it('takes child ages from 0 to 17 (VAL-31)', () => {
    expect(refused({ children_ages: '0,17' })).toEqual([]);
    expect(refused({ children_ages: '18' })).toEqual(['children_ages.0']);
    expect(refused({ children_ages: '4,-1' })).toEqual(['children_ages.1']);
  });

  it('takes a price per person of 0 or more (VAL-41)', () => {
    expect(refused({ price_max_eur: '0' })).toEqual([]);
    expect(refused({ price_max_eur: '-50' })).toEqual(['price_max_eur']);
  });

  it('takes a hotel standard from 0 (any) to 5 (VAL-42)', () => {
    expect(refused({ rating_min: '0' })).toEqual([]);
    expect(refused({ rating_min: '5' })).toEqual([]);
    expect(refused({ rating_min: '6' })).toEqual(['rating_min']);
  });

  it('takes only C, C1 and C2 as the flight type (VAL-43)', () => {
    for (const type of ['C', 'C1', 'C2']) expect(refused({ flight_type: type })).toEqual([]);
    for (const type of ['A', 'S', 'C3', 'c1', '']) expect(refused({ flight_type: type })).toEqual(['flight_type']);
  });
});
