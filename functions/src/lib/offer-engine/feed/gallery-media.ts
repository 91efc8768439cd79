import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { HotelFeedRow } from '@app/shared/feed';
import { MEDIA_PATH_PREFIX } from '@app/shared/routes';

/** Image types a gallery may hold; anything else in a feed folder is refused, never served. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

const ABSOLUTE = /^https?:\/\//i;

export interface MediaFile {
  /** Object key in the media bucket, also the site path without its leading slash. */
  readonly key: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** Where a feed-relative gallery file is published: named by its content, so it never changes. */
export function mediaKey(bytes: Buffer, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${MEDIA_PATH_PREFIX.slice(1)}img/${hash}${extension}`;
}

/**
 * Resolves the feed-relative gallery URLs (`images/beach-2.svg`, docs/feed-format.md) of the
 * hotels to files in the feed folder and rewrites them to the site paths they are published at
 * (`/media/img/<content hash>.svg`). Absolute http(s) URLs stay as they are. A hotel whose gallery
 * names a missing file, a file outside the folder or a type that is not an image gets a problem
 * instead (its row is rejected like any other bad row).
 */
export async function resolveGalleries(
  dir: string,
  hotels: readonly HotelFeedRow[],
): Promise<{ hotels: HotelFeedRow[]; files: MediaFile[]; problems: Map<string, string> }> {
  const root = resolve(dir);
  const published = new Map<string, MediaFile | string>();
  const problems = new Map<string, string>();
  const resolveOne = async (url: string): Promise<MediaFile | string> => {
    const path = resolve(root, decodeURI(url));
    if (!path.startsWith(root + sep)) return `gallery: ${url} lies outside the feed folder`;
    const extension = extname(path).toLowerCase();
    const contentType = IMAGE_TYPES[extension];
    if (!contentType) return `gallery: ${url} is not an image (${Object.keys(IMAGE_TYPES).join(', ')})`;
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) return `gallery: ${url} is not in the feed folder`;
    return { key: mediaKey(bytes, extension), contentType, bytes };
  };
  for (const hotel of hotels)
    for (const { url } of hotel.gallery)
      if (!ABSOLUTE.test(url) && !published.has(url)) published.set(url, await resolveOne(url));

  const rewritten: HotelFeedRow[] = [];
  for (const hotel of hotels) {
    const problem = hotel.gallery.map(({ url }) => published.get(url)).find((file) => typeof file === 'string');
    if (problem) {
      problems.set(hotel.id, problem);
      continue;
    }
    rewritten.push({
      ...hotel,
      gallery: hotel.gallery.map((image) => {
        const file = published.get(image.url);
        return file && typeof file !== 'string' ? { ...image, url: `/${file.key}` } : image;
      }),
    });
  }
  const files = new Map<string, MediaFile>();
  for (const file of published.values()) if (typeof file !== 'string') files.set(file.key, file);
  return { hotels: rewritten, files: [...files.values()], problems };
}
