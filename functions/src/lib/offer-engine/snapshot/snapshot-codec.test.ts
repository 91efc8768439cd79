import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOffer } from '../search/offer-view.ts';
import { offersForHotel, searchOffers } from '../search/search.ts';
import { SNAPSHOT_VERSION, SnapshotFormatError, decodeSnapshot, encodeSnapshot } from './snapshot-codec.ts';
import { buildIndex, criteria, criteriaArbitrary, feedArbitrary, hotel, offer } from '../testing/test-feed.ts';

const SMALL = buildIndex(
  [hotel({ id: 'h1' }), hotel({ id: 'h2', region_id: 21 })],
  [offer({ hotel_id: 'h1' }), offer({ hotel_id: 'h2', price_per_person_eur: 9 })],
);

describe('snapshot codec', () => {
  it('decodes to an index that answers every query exactly like the one encoded', () => {
    fc.assert(
      fc.property(feedArbitrary, fc.array(criteriaArbitrary, { minLength: 1, maxLength: 4 }), (feed, queries) => {
        const built = buildIndex(feed.hotels, feed.offers);
        const decoded = decodeSnapshot(encodeSnapshot(built));
        expect(decoded.meta).toEqual(built.meta);
        for (const query of queries) {
          expect(searchOffers(decoded, query, { facets: true })).toEqual(searchOffers(built, query, { facets: true }));
          expect(offersForHotel(decoded, 'h1', query)).toEqual(offersForHotel(built, 'h1', query));
        }
        for (const row of feed.offers.slice(0, 5))
          expect(findOffer(decoded, row.uuid)).toEqual(findOffer(built, row.uuid));
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic, so the same feed gives the same bytes and content hash', () => {
    const again = buildIndex(
      [hotel({ id: 'h1' }), hotel({ id: 'h2', region_id: 21 })],
      [offer({ hotel_id: 'h1' }), offer({ hotel_id: 'h2', price_per_person_eur: 9 })],
    );
    // Uuids come from a counter in the fixtures, so compare encodings of the same index instead.
    expect(encodeSnapshot(SMALL).equals(encodeSnapshot(SMALL))).toBe(true);
    expect(encodeSnapshot(again).length).toBe(encodeSnapshot(SMALL).length);
  });

  it('loads from a buffer that does not start on an 8-byte boundary', () => {
    const bytes = encodeSnapshot(SMALL);
    const shifted = Buffer.alloc(bytes.length + 4).subarray(4);
    bytes.copy(shifted);
    expect(searchOffers(decodeSnapshot(shifted), criteria()).items.map((i) => i.hotel_id)).toEqual(['h2', 'h1']);
  });

  it('gives zero-copy views over the buffer', () => {
    const bytes = encodeSnapshot(SMALL);
    expect(decodeSnapshot(bytes).columns.priceEurCents.buffer).toBe(bytes.buffer);
  });

  describe('rejects a damaged buffer with a clear error', () => {
    const bytes = encodeSnapshot(SMALL);
    // A fresh copy per call: some changes (a flipped bit) would undo themselves when applied twice.
    const damaged = (change: (copy: Buffer) => Buffer | void) => () => {
      const copy = Buffer.from(bytes);
      return decodeSnapshot(change(copy) ?? copy);
    };

    it.each([
      ['too short', (b: Buffer) => b.subarray(0, 20), /shorter than the header/],
      ['wrong magic', (b: Buffer) => void b.write('NOTANIDX', 0, 'latin1'), /wrong magic/],
      [
        'another version',
        (b: Buffer) => void b.writeUInt32LE(SNAPSHOT_VERSION + 1, 8),
        new RegExp(`format version ${SNAPSHOT_VERSION + 1}, expected ${SNAPSHOT_VERSION}`),
      ],
      ['truncated', (b: Buffer) => b.subarray(0, b.length - 8), /truncated/],
      ['trailing bytes', (b: Buffer) => Buffer.concat([b, Buffer.alloc(8)]), /length/],
      ['a flipped header byte', (b: Buffer) => void (b[40] = (b[40] ?? 0) ^ 0x20), /checksum/],
      ['a header longer than the file', (b: Buffer) => void b.writeUInt32LE(b.length, 12), /past the end/],
    ])('%s', (_name, change, message) => {
      const decode = damaged(change);
      expect(decode).toThrow(SnapshotFormatError);
      expect(decode).toThrow(message);
    });
  });
});
