import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offersForHotel, searchOffers } from './search.ts';
import { prepareFeed, referenceOffersForHotel, referenceSearch } from '../testing/search-reference.ts';
import { TEST_REFERENCE, buildIndex, criteriaArbitrary, feedArbitrary } from '../testing/test-feed.ts';

/**
 * The engine (sorted typed arrays, binary search, scratch buffers, top-k, one-pass facets) must
 * answer exactly like the obvious filter + Map + sort over plain rows, for any feed and criteria.
 */
describe('search engine against the plain reference implementation', () => {
  it('returns the same page, totals and facets for random feeds and criteria', () => {
    fc.assert(
      fc.property(feedArbitrary, fc.array(criteriaArbitrary, { minLength: 1, maxLength: 6 }), (feed, queries) => {
        const index = buildIndex(feed.hotels, feed.offers);
        const plain = prepareFeed({ reference: TEST_REFERENCE, ...feed });
        for (const criteria of queries) {
          expect(searchOffers(index, criteria, { facets: true })).toEqual(
            referenceSearch(plain, criteria, { facets: true }),
          );
          // Without facets the scan covers only the selected regions: the answer must not change.
          expect(searchOffers(index, criteria)).toEqual(referenceSearch(plain, criteria));
        }
      }),
      { numRuns: 250 },
    );
  });

  it('lists the same variants of one hotel', () => {
    fc.assert(
      fc.property(
        feedArbitrary,
        criteriaArbitrary,
        fc.constantFrom('h1', 'h2', 'h3', 'h9'),
        (feed, criteria, hotelId) => {
          const index = buildIndex(feed.hotels, feed.offers);
          const plain = prepareFeed({ reference: TEST_REFERENCE, ...feed });
          expect(offersForHotel(index, hotelId, criteria)).toEqual(referenceOffersForHotel(plain, hotelId, criteria));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds enough matches in random runs to be a meaningful comparison', () => {
    // Guards the generators: if they drifted so that nearly nothing matches, the properties above would pass vacuously.
    let withResults = 0;
    let withFacets = 0;
    fc.assert(
      fc.property(feedArbitrary, criteriaArbitrary, (feed, criteria) => {
        const result = referenceSearch(prepareFeed({ reference: TEST_REFERENCE, ...feed }), criteria, { facets: true });
        if (result.total_offers > 0) withResults++;
        if (Object.values(result.facets ?? {}).some((values: unknown[]) => values.length > 0)) withFacets++;
      }),
      { numRuns: 200, seed: 42 },
    );
    expect(withResults).toBeGreaterThan(20);
    expect(withFacets).toBeGreaterThan(40);
  });
});
