import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { HOTEL_PAGES_PREFIX, NOT_FOUND_FILE, PAGE_STATUS_METADATA, pageAnswer } from '@app/shared/page-answer';
import { APP_SHELL_FILE, prerenderedPaths } from '@app/shared/prerendered-pages';
import { s3Client } from '../lib/aws/s3.ts';
import { resolveFile, sendDocument, sendFile, SITE_HEADERS } from './static-files.ts';

export interface SiteSource {
  /** The built front end (`frontend/dist`). */
  readonly root: string;
  /** The local site bucket, holding the hotel documents the offer import writes (decision 028). */
  readonly bucket?: string;
}

const PRERENDERED = new Set(prerenderedPaths());

/**
 * Answers a site path as CloudFront does in AWS (`shared/src/page-answer.ts`): files as they are,
 * known pages with their prerendered document or the app shell (200), a hotel page with its
 * hotel's document, and anything else with the not-found page and 404.
 */
export async function serveSite(
  site: SiteSource,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', ...SITE_HEADERS }).end();
    return;
  }
  if (site.bucket && url.pathname.startsWith(HOTEL_PAGES_PREFIX)) {
    const object = await readObject(site.bucket, url.pathname.slice(1));
    return object ? sendObject(request, response, object) : notFound(site, request, response);
  }
  const answer = pageAnswer(url.pathname, url.searchParams.get('id') ?? undefined, PRERENDERED);
  switch (answer.kind) {
    case 'file': {
      const file = await resolveFile(site.root, url.pathname);
      if (!file) return plainNotFound(response);
      // As in AWS, where its object carries `page-status: 404`.
      return sendFile(request, response, file, file.sitePath === NOT_FOUND_FILE ? 404 : 200);
    }
    case 'page': {
      // A build without the prerender step has only Vite's index.html.
      const file = (await resolveFile(site.root, answer.file)) ?? (await resolveFile(site.root, '/index.html'));
      if (!file) return frontEndNotBuilt(response);
      return sendFile(request, response, file, 200);
    }
    case 'hotel': {
      const object = site.bucket ? await readObject(site.bucket, answer.file.slice(1)) : undefined;
      return object ? sendObject(request, response, object) : notFound(site, request, response);
    }
    case 'not-found':
      return notFound(site, request, response);
  }
}

interface StoredDocument {
  readonly body: Buffer;
  readonly contentType: string;
  readonly status: number;
}

async function readObject(bucket: string, key: string): Promise<StoredDocument | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: decodeURIComponent(key) }));
    return {
      body: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
      contentType: object.ContentType ?? 'application/octet-stream',
      status: object.Metadata?.[PAGE_STATUS_METADATA] === '404' ? 404 : 200,
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound' || error instanceof URIError) return undefined;
    throw error;
  }
}

function sendObject(request: IncomingMessage, response: ServerResponse, object: StoredDocument): void {
  sendDocument(request, response, object, object.status);
}

/**
 * The not-found page with 404. For a hotel id without a document AWS answers S3's bare 404
 * (decision 028); here the friendlier page, whose browser render shows the hotel page's own message.
 */
async function notFound(site: SiteSource, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const file = (await resolveFile(site.root, NOT_FOUND_FILE)) ?? (await resolveFile(site.root, APP_SHELL_FILE));
  if (!file) return frontEndNotBuilt(response);
  return sendFile(request, response, file, 404);
}

function plainNotFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SITE_HEADERS }).end('Not found.');
}

function frontEndNotBuilt(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SITE_HEADERS }).end('Front end not built.');
}
