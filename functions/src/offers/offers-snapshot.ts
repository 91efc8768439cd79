import { AnswerCache } from './answer-cache.ts';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { env } from '../lib/env.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { OfferIndex } from '../lib/offer-engine/offer-index.ts';
import { SnapshotFormatError, decodeSnapshot } from '../lib/offer-engine/snapshot/snapshot-codec.ts';
import { getSnapshotPointer, loadSnapshotBytes } from '../lib/offer-import/snapshot-store.ts';
import { referenceLookup, type ReferenceLookup } from './present.ts';
import { SnapshotMissingError, createSnapshotCache } from './snapshot-cache.ts';

export interface LoadedSnapshot {
  readonly index: OfferIndex;
  readonly lookup: ReferenceLookup;
  /** Answers of this snapshot; a new snapshot starts with an empty cache. */
  readonly answers: AnswerCache;
}

/** ~1,000 answers of ~30 KB stay well inside the offers Lambda's 1.5 GB. */
const CACHED_ANSWERS = 1000;

let cache: ReturnType<typeof createSnapshotCache<LoadedSnapshot>> | undefined;

/** The snapshot this Lambda instance serves; 503 `offers_unavailable` until one is published. */
export async function currentSnapshot(): Promise<LoadedSnapshot> {
  cache ??= createSnapshotCache<LoadedSnapshot>({
    loadPointer: () => getSnapshotPointer(documentClient(), env().TABLE_NAME),
    loadBytes: (key) => loadSnapshotBytes(s3Client(), env().SNAPSHOTS_BUCKET, key),
    decode: (bytes) => {
      const index = decodeSnapshot(bytes);
      return { index, lookup: referenceLookup(index.meta.reference), answers: new AnswerCache(CACHED_ANSWERS) };
    },
  });
  try {
    return (await cache.current()).value;
  } catch (error) {
    throw asOffersUnavailable(error);
  }
}

/**
 * No snapshot yet, or only an unreadable one (e.g. an older format after a deploy, until the next
 * import): the search is unavailable (503 with its message), not broken (500).
 */
export function asOffersUnavailable(error: unknown): unknown {
  return error instanceof SnapshotMissingError || error instanceof SnapshotFormatError
    ? new HttpError('offers_unavailable', { cause: error })
    : error;
}
