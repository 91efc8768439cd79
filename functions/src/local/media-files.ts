import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3Client } from '../lib/aws/s3.ts';
import { SITE_HEADERS } from './static-files.ts';

/**
 * The headers CloudFront's media behaviour adds. Feeds deliver SVG, which can carry scripts: a
 * sandboxing policy keeps an image opened on its own from running anything on our origin.
 */
export const MEDIA_HEADERS: Readonly<Record<string, string>> = {
  ...SITE_HEADERS,
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
};

/** Serves `/media/…` from the media bucket of the local S3, like CloudFront does from S3 in AWS. */
export async function serveMedia(
  bucket: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', ...MEDIA_HEADERS }).end();
    return;
  }
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(1));
  } catch {
    response.writeHead(400, MEDIA_HEADERS).end();
    return;
  }
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = await object.Body?.transformToByteArray();
    response.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'content-length': String(bytes?.length ?? 0),
      'cache-control': object.CacheControl ?? 'public, max-age=86400',
      ...MEDIA_HEADERS,
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  } catch (error) {
    if (!(error instanceof NoSuchKey) && (error as { name?: string }).name !== 'NoSuchKey') throw error;
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...MEDIA_HEADERS }).end('Not found.');
  }
}
