import { SearchQuerySchema } from '@app/shared/search-criteria';
import { describe, expect, it } from 'vitest';
import { AnswerCache, searchKey } from './answer-cache.ts';

describe('answer cache', () => {
  it('computes once per key and drops the least recently used entry beyond its size', () => {
    const cache = new AnswerCache(2);
    let computed = 0;
    const answer = (key: string) => cache.getOrCompute(key, () => `${key}${++computed}`);
    expect(answer('a')).toBe('a1');
    expect(answer('b')).toBe('b2');
    expect(answer('a')).toBe('a1'); // a is now the most recently used
    expect(answer('c')).toBe('c3'); // evicts b
    expect(cache.size).toBe(2);
    expect(answer('a')).toBe('a1');
    expect(answer('b')).toBe('b4');
  });

  it('keys searches by Warsaw day and by value, not by second or parameter order', () => {
    const parse = (query: Record<string, string>) => SearchQuerySchema.parse(query);
    // 2027-07-10 08:00 and 21:00 in Warsaw (CEST, UTC+2) are the same day.
    const morning = parse({ regions: '1,2', departure_date: String(Date.UTC(2027, 6, 10, 6) / 1000) });
    const evening = parse({ departure_date: String(Date.UTC(2027, 6, 10, 19) / 1000), regions: '1,2' });
    const nextDay = parse({ regions: '1,2', departure_date: String(Date.UTC(2027, 6, 10, 23) / 1000) });
    const now = new Date('2027-06-01T10:00:00Z');
    const key = (route: string, locale: string, criteria: typeof morning, at = now) =>
      searchKey(route, locale, criteria, at);
    expect(key('list', 'pl', morning)).toBe(key('list', 'pl', evening));
    expect(key('list', 'pl', morning)).toBe(key('list', 'pl', morning, new Date('2027-06-01T21:00:00Z')));
    expect(key('list', 'pl', morning)).not.toBe(key('list', 'pl', morning, new Date('2027-06-01T22:30:00Z')));
    expect(key('list', 'pl', morning)).not.toBe(key('list', 'pl', nextDay));
    expect(key('list', 'pl', morning)).not.toBe(key('list', 'en', morning));
    expect(key('list', 'pl', morning)).not.toBe(key('facts', 'pl', morning));
  });
});
