import type { SearchCriteria } from '@app/shared/search-criteria';
import { warsawDay } from '../lib/offer-engine/days.ts';

/**
 * Answers computed from one snapshot, by request key; the least recently used is dropped first.
 * A snapshot never changes once published, so an answer stays right for as long as its snapshot
 * is served (the cache lives and dies with it). Shoppers repeat the same searches — the plain
 * /offers landing, the home page's tabs, destination pages — and the broad ones are the
 * slowest to compute, so they are the ones a cache helps most.
 */
export class AnswerCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  getOrCompute<T>(key: string, compute: () => T): T {
    if (this.entries.has(key)) {
      const hit = this.entries.get(key) as T;
      // Re-inserting moves the key to the end of the Map's order: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }
}

/**
 * The cache key of a search: the engine compares dates as Warsaw days, so every second of a day
 * gives the same answer and the key holds the day; today's day is part of it too (answers such
 * as last-minute flags depend on it). The parsed criteria list their keys in the schema's order,
 * so equal searches give equal keys however their query strings were ordered.
 */
export function searchKey(route: string, locale: string, criteria: SearchCriteria, now: Date): string {
  const day = (seconds: number | undefined) => (seconds === undefined ? undefined : warsawDay(seconds));
  return `${route}|${locale}|${day(Math.floor(now.getTime() / 1000))}|${JSON.stringify({
    ...criteria,
    departure_date: day(criteria.departure_date),
    return_date: day(criteria.return_date),
  })}`;
}
