import type { SnapshotPointer } from '../lib/offer-import/snapshot-store.ts';

export interface SnapshotSource<T> {
  readonly loadPointer: () => Promise<SnapshotPointer | undefined>;
  readonly loadBytes: (key: string) => Promise<Buffer>;
  readonly decode: (bytes: Buffer) => T;
  readonly now?: () => number;
  /** How often the pointer is re-read while a snapshot is served (architecture §3: once a minute). */
  readonly recheckMs?: number;
  /** How often it is re-read while there is none yet, so a first publish is picked up quickly. */
  readonly missingRecheckMs?: number;
  /** Where a failed refresh is reported while the old snapshot keeps being served. */
  readonly onRefreshError?: (error: unknown) => void;
}

function logRefreshError(error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg: 'snapshot refresh failed', error: String(error) }));
}

export class SnapshotMissingError extends Error {
  constructor() {
    super('No offer snapshot has been published yet');
    this.name = 'SnapshotMissingError';
  }
}

/**
 * Keeps the published snapshot in memory for the life of the Lambda instance. The pointer is
 * re-read at most once a minute; a new snapshot replaces the old one only once it decoded, so a
 * broken upload never takes the search down.
 */
export function createSnapshotCache<T>(source: SnapshotSource<T>) {
  const now = source.now ?? Date.now;
  const recheckMs = source.recheckMs ?? 60_000;
  const missingRecheckMs = source.missingRecheckMs ?? 5_000;
  let served: { sha256: string; value: T; pointer: SnapshotPointer } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    checkedAt = now();
    const pointer = await source.loadPointer();
    if (!pointer || pointer.sha256 === served?.sha256) return;
    const value = source.decode(await source.loadBytes(pointer.key));
    served = { sha256: pointer.sha256, value, pointer };
  }

  return {
    async current(): Promise<{ value: T; pointer: SnapshotPointer }> {
      const due = now() - checkedAt >= (served ? recheckMs : missingRecheckMs);
      if (due) {
        refreshing ??= refresh().finally(() => {
          refreshing = undefined;
        });
        try {
          await refreshing;
        } catch (error) {
          // Keep serving the snapshot we have; without one the caller learns why.
          if (!served) throw error;
          (source.onRefreshError ?? logRefreshError)(error);
        }
      }
      if (!served) throw new SnapshotMissingError();
      return { value: served.value, pointer: served.pointer };
    },
  };
}
