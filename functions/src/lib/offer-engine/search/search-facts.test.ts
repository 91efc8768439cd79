import type { SearchCriteria } from '@app/shared/search-criteria';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFacts, type SearchFacts } from './search-facts.ts';
import { prepareFeed, referenceMatches, viewOf, type PreparedFeed } from '../testing/search-reference.ts';
import { TEST_REFERENCE, buildIndex, criteriaArbitrary, feedArbitrary } from '../testing/test-feed.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** The facts computed the obvious way: filter the plain rows, then count and sort. */
function referenceFacts(feed: PreparedFeed, criteria: SearchCriteria): SearchFacts {
  const rows = referenceMatches(feed, criteria);
  const byOrder = [...rows].sort(
    (a, b) =>
      a.offer.price_per_person_eur - b.offer.price_per_person_eur ||
      a.offer.departure_date.localeCompare(b.offer.departure_date) ||
      a.offer.uuid.toLowerCase().localeCompare(b.offer.uuid.toLowerCase()),
  );
  const cheapestPerGroup = (price: (row: (typeof rows)[number]) => number) => {
    const best = new Map<string, number>();
    for (const row of rows) best.set(row.group, Math.min(best.get(row.group) ?? Infinity, cents(price(row))));
    const sorted = [...best.values()].sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const m = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[m]! : Math.round((sorted[m - 1]! + sorted[m]!) / 2);
    return { minCents: sorted[0]!, medianCents: median };
  };
  const airports = new Map<string, number>();
  for (const { offer } of rows)
    if (offer.departure_airport_iata)
      airports.set(offer.departure_airport_iata, (airports.get(offer.departure_airport_iata) ?? 0) + 1);
  const countryOfGroup = new Map<string, number>();
  for (const row of rows) {
    const country = row.regionId === null ? undefined : feed.pathOf(row.regionId)[0];
    if (country !== undefined) countryOfGroup.set(row.group, country);
  }
  const countries = new Map<number, number>();
  for (const country of countryOfGroup.values()) countries.set(country, (countries.get(country) ?? 0) + 1);
  const days = rows.map((row) => row.offer.departure_date).sort();
  const durations = rows.map((row) => row.offer.duration);
  const withDuration = rows.length > 0 && criteria.offer_type !== 'C1';
  return {
    offers: rows.length,
    groups: new Set(rows.map((row) => row.group)).size,
    cheapest: byOrder[0] ? viewOf(byOrder[0]) : null,
    eur: cheapestPerGroup((row) => row.offer.price_per_person_eur),
    pln: cheapestPerGroup((row) => row.offer.price_per_person_pln),
    firstDeparture: days[0] ?? null,
    lastDeparture: days.at(-1) ?? null,
    durationMin: withDuration ? Math.min(...durations) : null,
    durationMax: withDuration ? Math.max(...durations) : null,
    operators: new Set(rows.map((row) => row.offer.operator_code)).size,
    departureAirports: [...airports]
      .map(([iata, offers]) => ({ iata, offers }))
      .sort((a, b) => b.offers - a.offers || (a.iata < b.iata ? -1 : 1)),
    countries: [...countries]
      .map(([regionId, groups]) => ({ regionId, groups }))
      .sort((a, b) => b.groups - a.groups || a.regionId - b.regionId),
  };
}

describe('search facts (API-20)', () => {
  it('equal the plain reference summary for random feeds and criteria', () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(feedArbitrary, fc.array(criteriaArbitrary, { minLength: 1, maxLength: 4 }), (feed, queries) => {
        const index = buildIndex(feed.hotels, feed.offers);
        const plain = prepareFeed({ reference: TEST_REFERENCE, ...feed });
        for (const criteria of queries) {
          const facts = searchFacts(index, criteria);
          if (facts.offers > 0) nonEmpty++;
          expect(facts).toEqual(referenceFacts(plain, criteria));
        }
      }),
      { numRuns: 200, seed: 7 },
    );
    // Guards the generators: the comparison must not pass only on empty answers.
    expect(nonEmpty).toBeGreaterThan(30);
  });
});
