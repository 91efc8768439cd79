import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './content-encoding.ts';
import { COMPRESS_MIN_BYTES, compressAnswers } from './middlewares.ts';
import type { HttpEvent, HttpResult } from './types.ts';

describe('the encoding of an answer', () => {
  it('is Brotli when the client takes it, else gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    for (const header of [undefined, '', 'identity', 'deflate', 'zstd'])
      expect(preferredEncoding(header)).toBeUndefined();
  });

  it("honours the client's q-values", () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses so that the bytes come back unchanged', () => {
    const bytes = Buffer.from(
      JSON.stringify({ offers: Array.from({ length: 50 }, (_, id) => ({ id, name: 'Hotel' })) }),
    );
    for (const quality of ['static', 'dynamic'] as const) {
      expect(brotliDecompressSync(compress(bytes, 'br', quality))).toEqual(bytes);
      expect(gunzipSync(compress(bytes, 'gzip', quality))).toEqual(bytes);
    }
  });
});

describe('compressed API answers', () => {
  const big = JSON.stringify({ text: 'x'.repeat(COMPRESS_MIN_BYTES * 4) });

  function answer(body: string, acceptEncoding?: string, headers: Record<string, string> = {}): HttpResult {
    const request = {
      event: { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} } as unknown as HttpEvent,
      response: { statusCode: 200, headers: { 'content-type': 'application/json', ...headers }, body } as HttpResult,
    };
    (compressAnswers().after as (request: unknown) => void)(request);
    return request.response;
  }

  it('sends a large answer compressed, base64-encoded for API Gateway, varying on both headers', () => {
    const result = answer(big, 'gzip, deflate, br', { vary: 'Accept-Language' });
    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers?.['content-encoding']).toBe('br');
    expect(result.headers?.['vary']).toBe('Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(result.body ?? '', 'base64')).toString()).toBe(big);
    expect(Buffer.from(result.body ?? '', 'base64').length).toBeLessThan(big.length / 10);
  });

  it('sends it as it is to a client that takes no compression, saying that it could', () => {
    const result = answer(big);
    expect(result.body).toBe(big);
    expect(result.isBase64Encoded).toBeUndefined();
    expect(result.headers?.['content-encoding']).toBeUndefined();
    expect(result.headers?.['vary']).toBe('Accept-Encoding');
  });

  it('leaves small answers and answers already encoded alone', () => {
    expect(answer('{"ok":true}', 'br').body).toBe('{"ok":true}');
    const encoded = answer(big, 'br', { 'content-encoding': 'gzip' });
    expect(encoded.body).toBe(big);
  });
});
