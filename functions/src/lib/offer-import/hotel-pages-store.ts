import { createHash } from 'node:crypto';
import { ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { HOTEL_PAGES_PREFIX, PAGE_STATUS_METADATA } from '@app/shared/page-answer';
import type { HotelPagesTarget } from './hotel-pages.ts';

const PREFIX = HOTEL_PAGES_PREFIX.slice(1);
const CONCURRENCY = 16;

/** A copy of the template the documents were last written from: tells a start whether the build is new. */
export const TEMPLATE_COPY = `${PREFIX}template.json`;

/** One object to write under the hotel documents' prefix of the site bucket. */
export interface PendingObject {
  readonly key: string;
  readonly body: string;
  readonly contentType: string;
  /** A hotel's document (counted in the report's sizes). */
  readonly hotel?: boolean;
  /** Answered with 404 (`page-status: 404`, decision 028). */
  readonly gone?: boolean;
}

export function md5(body: string): string {
  return createHash('md5').update(body).digest('hex');
}

/**
 * The ETag (MD5, without quotes) of every object under the hotel documents' prefix, by key. Pages
 * are walked with ListObjects' marker (the last key), not ListObjectsV2's continuation token, which
 * the local stand-in (s3rver) cannot make on Node 17+ (its cipher is gone from OpenSSL 3).
 */
export async function storedEtags(s3: S3Client, bucket: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let marker: string | undefined;
  do {
    const page = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: PREFIX, Marker: marker }));
    const objects = page.Contents ?? [];
    for (const object of objects) {
      if (object.Key && object.ETag) etags.set(object.Key, object.ETag.replaceAll('"', ''));
    }
    marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
  } while (marker);
  return etags;
}

/**
 * Uploads, 16 at a time, the objects whose body differs from the stored one; the template copy is
 * uploaded only after every other object is done. Answers how many were written, the copy aside.
 */
export async function putChanged(
  target: HotelPagesTarget,
  stored: ReadonlyMap<string, string>,
  objects: Iterator<PendingObject>,
  seen: (object: PendingObject) => void,
): Promise<number> {
  let written = 0;
  let last: PendingObject | undefined;
  const changed = (object: PendingObject) => stored.get(object.key) !== md5(object.body);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = objects.next(); !next.done; next = objects.next()) {
        const object = next.value;
        seen(object);
        if (object.key === TEMPLATE_COPY) last = object;
        else if (changed(object)) {
          await put(target, object);
          written++;
        }
      }
    }),
  );
  if (last && changed(last)) await put(target, last);
  return written;
}

function put(target: HotelPagesTarget, object: PendingObject): Promise<unknown> {
  return target.s3.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      // Like the build's pages: revalidated on every request, so a new import shows at once.
      CacheControl: 'public, max-age=0, must-revalidate',
      ...(object.gone ? { Metadata: { [PAGE_STATUS_METADATA]: '404' } } : {}),
    }),
  );
}
