/** Hotel photos are a few hundred kB; a bigger file would make the PDF (and its base64 answer) heavy. */
export const PHOTO_MAX_BYTES = 3 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 3_000;

/** The image types a feed's gallery may hold (offer import, gallery-media.ts), as served. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'image/gif']);

/**
 * Where the server may fetch a hotel photo from: a site path (`/media/img/….jpg`, published by the
 * offer import) from the site itself; an absolute gallery URL of the feed only over https and
 * without credentials, so a bad feed row cannot point the Lambda at plain-http internal addresses.
 */
export function photoSourceUrl(photoUrl: string, siteUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(photoUrl, siteUrl);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.origin === new URL(siteUrl).origin) return url;
  return url.protocol === 'https:' ? url : undefined;
}

export interface PhotoFetchOptions {
  readonly maxBytes?: number;
  readonly timeoutMs?: number;
}

/**
 * A photo as a `data:` URL for the PDF, whose renderer blocks every request that is not inline. Any
 * failure — an error answer, a redirect, a type that is not an image, a file above the limit, a slow
 * host — gives undefined: the sheet is then printed without its photo rather than not at all.
 */
export async function photoDataUrl(url: URL, options: PhotoFetchOptions = {}): Promise<string | undefined> {
  const maxBytes = options.maxBytes ?? PHOTO_MAX_BYTES;
  try {
    const response = await fetch(url, {
      headers: { accept: [...PHOTO_TYPES].join(', ') },
      // A redirect could lead anywhere, plain-http internal addresses included.
      redirect: 'error',
      // Bounds the whole transfer, body included.
      signal: AbortSignal.timeout(options.timeoutMs ?? PHOTO_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || !response.body || !PHOTO_TYPES.has(type) || declared > maxBytes) {
      await response.body?.cancel();
      return skipped(`answer ${response.status} ${type || 'without a type'}, ${declared} bytes`);
    }
    const bytes = await readAtMost(response.body, maxBytes);
    if (!bytes) return skipped(`larger than ${maxBytes} bytes`);
    return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  } catch (error) {
    return skipped(error instanceof Error ? error.name : 'error');
  }
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}

function skipped(reason: string): undefined {
  console.warn(JSON.stringify({ level: 'warn', msg: 'offer sheet printed without its photo', reason }));
  return undefined;
}
