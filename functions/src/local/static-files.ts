import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The headers CloudFront's response-headers policy adds to the site in AWS. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Serves the built front end like S3 + CloudFront do: files as they are, and `index.html` for any
 * other path so client-side routes load (the SPA fallback).
 */
export async function serveStatic(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', ...SITE_HEADERS }).end();
    return;
  }
  const file = (await resolveFile(root, pathname)) ?? (await resolveFile(root, '/index.html'));
  if (!file) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SITE_HEADERS })
      .end('Front end not built.');
    return;
  }
  const hashedAsset = pathname.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': file.size,
    'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SITE_HEADERS,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path).pipe(response);
}

async function resolveFile(root: string, pathname: string): Promise<{ path: string; size: number } | undefined> {
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
    if (info.isFile()) return { path: candidate, size: info.size };
    if (info.isDirectory()) return resolveFile(root, join(decoded, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}
