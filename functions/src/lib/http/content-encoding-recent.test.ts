import * as zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { compressedBase64, RECENT_COMPRESSED_MAX } from './content-encoding.ts';

// Counts the compressions while still compressing for real.
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof zlib>();
  return { ...actual, brotliCompressSync: vi.fn(actual.brotliCompressSync) };
});

describe('repeated answers', () => {
  it('are compressed once while among the most recent, and again once pushed out', () => {
    const compressions = vi.mocked(zlib.brotliCompressSync);
    const body = JSON.stringify({ offers: 'x'.repeat(4000) });
    const first = compressedBase64(body, 'br');
    expect(zlib.brotliDecompressSync(Buffer.from(first, 'base64')).toString()).toBe(body);
    expect(compressedBase64(body, 'br')).toBe(first);
    expect(compressions).toHaveBeenCalledTimes(1);

    for (let i = 0; i < RECENT_COMPRESSED_MAX; i++) compressedBase64(`${body}${i}`, 'br');
    expect(compressions).toHaveBeenCalledTimes(1 + RECENT_COMPRESSED_MAX);
    expect(compressedBase64(body, 'br')).toBe(first);
    expect(compressions).toHaveBeenCalledTimes(2 + RECENT_COMPRESSED_MAX);
  });
});
