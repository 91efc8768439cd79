import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

// @types/negotiator predates the `preferred` option (negotiator 1.1), which breaks ties between
// encodings the client rates equally: Brotli's output is the smaller.
type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/** The encoding to answer in for an Accept-Encoding header (q-values honoured, `br` before `gzip`). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const [best] = (negotiator.encodings as unknown as EncodingsWithPreference).call(negotiator, ENCODINGS, {
    preferred: ENCODINGS,
  });
  return ENCODINGS.find((encoding) => encoding === best);
}

/**
 * Compresses bytes. `quality: 'static'` is for files compressed once and kept (maximum ratio);
 * `'dynamic'` for answers compressed on every request, where a lower Brotli level compresses JSON
 * nearly as well in a fraction of the time.
 */
export function compress(bytes: Buffer, encoding: ContentEncoding, quality: 'static' | 'dynamic'): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes, { level: quality === 'static' ? 9 : 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === 'static' ? 9 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** How many distinct compressed answers are kept; the oldest used goes first. */
export const RECENT_COMPRESSED_MAX = 64;
const recentCompressed = new Map<string, string>();

/**
 * An answer body compressed for API Gateway (base64). Answers repeat — every visitor's first list
 * page, reference data — and compressing 33 KB costs ~0.5 ms while finding it again costs
 * microseconds, so each distinct body is compressed once while it stays among the most recent.
 */
export function compressedBase64(body: string, encoding: ContentEncoding): string {
  const key = `${encoding}\n${body}`;
  const known = recentCompressed.get(key);
  if (known !== undefined) {
    recentCompressed.delete(key);
    recentCompressed.set(key, known);
    return known;
  }
  const compressed = compress(Buffer.from(body, 'utf8'), encoding, 'dynamic').toString('base64');
  if (recentCompressed.size >= RECENT_COMPRESSED_MAX) {
    const oldest = recentCompressed.keys().next().value;
    if (oldest !== undefined) recentCompressed.delete(oldest);
  }
  recentCompressed.set(key, compressed);
  return compressed;
}
