import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compress, preferredEncoding, type ContentEncoding } from '../lib/http/content-encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The headers CloudFront's response-headers policy adds to the site in AWS. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A file of the build as CloudFront sends it: compressed when the browser takes it, with its status. */
export async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  status: number,
): Promise<void> {
  const hashedAsset = file.sitePath.startsWith('/assets/');
  const contentType = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'content-type': contentType,
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...SITE_HEADERS,
  };
  const encoding = COMPRESSIBLE.test(contentType) ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) {
    const body = await compressed(file, encoding);
    response.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, { ...headers, 'content-length': file.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path).pipe(response);
}

/** A document that is not a file of the build (a hotel document from S3), sent like one. */
export function sendDocument(
  request: IncomingMessage,
  response: ServerResponse,
  document: { readonly body: Buffer; readonly contentType: string },
  status: number,
): void {
  const headers = { 'content-type': document.contentType, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  const encoding = COMPRESSIBLE.test(document.contentType)
    ? preferredEncoding(request.headers['accept-encoding'])
    : undefined;
  const body = encoding ? compress(document.body, encoding, 'dynamic') : document.body;
  response.writeHead(status, {
    ...headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
    ...SITE_HEADERS,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Text types CloudFront compresses (its `compress: true`); images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const compressedFiles = new Map<string, Buffer>();

/**
 * The file compressed as CloudFront would send it, kept in memory per path, modification time, size
 * and encoding: a rebuild rewrites index.html, often at the same size.
 */
async function compressed(file: StaticFile, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${file.path}:${file.modified}:${file.size}:${encoding}`;
  const cached = compressedFiles.get(key);
  if (cached) return cached;
  const body = compress(await readFile(file.path), encoding, 'static');
  compressedFiles.set(key, body);
  return body;
}

export interface StaticFile {
  /** The file's path on disk, and the site path it was asked for. */
  readonly path: string;
  readonly sitePath: string;
  readonly size: number;
  readonly modified: number;
}

/** The build's file at a site path (a folder's index.html for a folder); never outside the build. */
export async function resolveFile(root: string, pathname: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  // Never serve anything outside the build directory.
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return { path: candidate, sitePath: pathname, size: info.size, modified: info.mtimeMs };
    if (info.isDirectory()) return resolveFile(root, join(decoded, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}
