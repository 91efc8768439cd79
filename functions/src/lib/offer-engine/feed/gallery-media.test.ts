import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotel } from '../testing/test-feed.ts';
import { resolveGalleries } from './gallery-media.ts';

const image = (url: string) => ({ url, width: 1200, height: 800 });

describe('gallery files of a feed (docs/feed-format.md, images/)', () => {
  const root = mkdtempSync(join(tmpdir(), 'gallery-'));
  const feed = join(root, 'feed');
  beforeAll(() => {
    mkdirSync(join(feed, 'images'), { recursive: true });
    writeFileSync(join(feed, 'images/beach.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(feed, 'images/copy-of-beach.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(feed, 'images/notes.txt'), 'not an image');
    writeFileSync(join(root, 'secret.png'), 'outside the feed');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('publishes relative files by content, once, and keeps absolute URLs', async () => {
    const { hotels, files, problems } = await resolveGalleries(feed, [
      hotel({
        id: 'h1',
        gallery: [image('images/beach.svg'), image('https://images.example.com/pool.jpg')],
      }),
      hotel({ id: 'h2', gallery: [image('images/copy-of-beach.svg')] }),
    ]);
    expect(problems.size).toBe(0);
    // Two names, one content: one object, both hotels point at it.
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ contentType: 'image/svg+xml' });
    expect(files[0]?.key).toMatch(/^media\/img\/[0-9a-f]{32}\.svg$/);
    expect(hotels.map((h) => h.gallery.map((g) => g.url))).toEqual([
      [`/${files[0]?.key}`, 'https://images.example.com/pool.jpg'],
      [`/${files[0]?.key}`],
    ]);
  });

  it('rejects the hotel of a missing file, a file outside the folder or one that is not an image', async () => {
    const { hotels, files, problems } = await resolveGalleries(feed, [
      hotel({ id: 'missing', gallery: [image('images/nope.svg')] }),
      hotel({ id: 'outside', gallery: [image('../secret.png')] }),
      hotel({ id: 'text', gallery: [image('images/notes.txt')] }),
      hotel({ id: 'fine', gallery: [image('images/beach.svg')] }),
    ]);
    expect(hotels.map((h) => h.id)).toEqual(['fine']);
    expect(files).toHaveLength(1);
    expect(problems.get('missing')).toBe('gallery: images/nope.svg is not in the feed folder');
    expect(problems.get('outside')).toBe('gallery: ../secret.png lies outside the feed folder');
    expect(problems.get('text')).toMatch(/^gallery: images\/notes\.txt is not an image/);
    expect(problems.size).toBe(3);
  });
});
