import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { OfferIndex } from './engine/offer-index.ts';
import { decodeSnapshot } from './engine/snapshot-codec.ts';
import { getSnapshotPointer, loadSnapshotBytes } from './import/snapshot-store.ts';
import { referenceLookup, type ReferenceLookup } from './present.ts';
import { SnapshotMissingError, createSnapshotCache } from './snapshot-cache.ts';

export interface LoadedSnapshot {
  readonly index: OfferIndex;
  readonly lookup: ReferenceLookup;
}

let cache: ReturnType<typeof createSnapshotCache<LoadedSnapshot>> | undefined;

/** The snapshot this Lambda instance serves; 503 `offers_unavailable` until one is published. */
export async function currentSnapshot(): Promise<LoadedSnapshot> {
  cache ??= createSnapshotCache<LoadedSnapshot>({
    loadPointer: () => getSnapshotPointer(documentClient(), env().TABLE_NAME),
    loadBytes: (key) => loadSnapshotBytes(s3Client(), env().SNAPSHOTS_BUCKET, key),
    decode: (bytes) => {
      const index = decodeSnapshot(bytes);
      return { index, lookup: referenceLookup(index.meta.reference) };
    },
  });
  try {
    return (await cache.current()).value;
  } catch (error) {
    if (error instanceof SnapshotMissingError) throw new HttpError('offers_unavailable', { cause: error });
    throw error;
  }
}
