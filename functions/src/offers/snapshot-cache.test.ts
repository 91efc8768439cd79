import { describe, expect, it } from 'vitest';
import type { SnapshotPointer } from '../lib/offer-import/snapshot-store.ts';
import { SnapshotMissingError, createSnapshotCache } from './snapshot-cache.ts';

function pointer(sha: string): SnapshotPointer {
  return {
    entity: 'SnapshotPointer',
    key: `snapshots/${sha}.bin`,
    sha256: sha.padEnd(64, '0'),
    reference_sha256: 'r',
    offers: 1,
    hotels: 1,
    bytes: 1,
    published_at: '2026-11-22T00:00:00.000Z',
    version: 1,
    format: 2,
  };
}

function fakeWorld() {
  const state = {
    clock: 0,
    pointer: undefined as SnapshotPointer | undefined,
    objects: new Map<string, Buffer>(),
    pointerReads: 0,
    refreshErrors: [] as string[],
  };
  const cache = createSnapshotCache({
    now: () => state.clock,
    loadPointer: async () => {
      state.pointerReads++;
      return state.pointer;
    },
    loadBytes: async (key) => {
      const bytes = state.objects.get(key);
      if (!bytes) throw new Error(`no object ${key}`);
      return bytes;
    },
    onRefreshError: (error) => state.refreshErrors.push(String(error)),
    decode: (bytes) => {
      const text = bytes.toString();
      if (text === 'corrupt') throw new Error('bad snapshot');
      return text;
    },
  });
  const publish = (sha: string, content: string) => {
    const p = pointer(sha);
    state.objects.set(p.key, Buffer.from(content));
    state.pointer = p;
  };
  return { state, cache, publish };
}

describe('snapshot cache', () => {
  it('answers SnapshotMissingError before the first publish, then recovers by itself', async () => {
    const { state, cache, publish } = fakeWorld();
    await expect(cache.current()).rejects.toBeInstanceOf(SnapshotMissingError);
    publish('a', 'first');
    state.clock += 1_000;
    await expect(cache.current()).rejects.toBeInstanceOf(SnapshotMissingError);
    state.clock += 5_000;
    expect((await cache.current()).value).toBe('first');
  });

  it('re-reads the pointer at most once a minute and switches to a new snapshot', async () => {
    const { state, cache, publish } = fakeWorld();
    publish('a', 'first');
    await cache.current();
    publish('b', 'second');
    state.clock += 59_000;
    expect((await cache.current()).value).toBe('first');
    expect(state.pointerReads).toBe(1);
    state.clock += 1_000;
    expect((await cache.current()).value).toBe('second');
    expect(state.pointerReads).toBe(2);
  });

  it('keeps serving the old snapshot when the new one cannot be decoded', async () => {
    const { state, cache, publish } = fakeWorld();
    publish('a', 'first');
    await cache.current();
    publish('b', 'corrupt');
    state.clock += 60_000;
    expect((await cache.current()).value).toBe('first');
    expect(state.refreshErrors).toEqual(['Error: bad snapshot']);
  });
});
