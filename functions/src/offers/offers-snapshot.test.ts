import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http/errors.ts';
import { SnapshotFormatError } from '../lib/offer-engine/snapshot/snapshot-codec.ts';
import { asOffersUnavailable } from './offers-snapshot.ts';
import { SnapshotMissingError } from './snapshot-cache.ts';

describe('the offers Lambda without a usable snapshot', () => {
  it('answers 503 offers_unavailable when none is published or it cannot be read', () => {
    for (const cause of [new SnapshotMissingError(), new SnapshotFormatError('format version 1, expected 2')]) {
      const error = asOffersUnavailable(cause);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 503, code: 'offers_unavailable', cause });
    }
  });

  it('lets any other failure through unchanged', () => {
    const failure = new Error('S3 is down');
    expect(asOffersUnavailable(failure)).toBe(failure);
  });
});
