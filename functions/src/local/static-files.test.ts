import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../lib/aws/s3.ts';
import { createApiServer, listen } from './api-server.ts';

describe('local adapter serving the site', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  const siteBucket = process.env['SITE_BUCKET'] ?? '';
  const server = createApiServer({ staticDir: join(dir, 'dist'), siteBucket });
  let base = '';
  const putDocument = (key: string, title: string, metadata?: Record<string, string>) =>
    s3Client().send(
      new PutObjectCommand({
        Bucket: siteBucket,
        Key: key,
        Body: `<!doctype html><title>${title}</title>`,
        ContentType: 'text/html; charset=utf-8',
        Metadata: metadata,
      }),
    );

  beforeAll(async () => {
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dir, 'dist/app.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'dist/404.html'), '<!doctype html><title>not found</title>');
    await putDocument('hotel-pages/H1.html', 'hotel H1');
    await putDocument('hotel-pages/OLD.html', 'hotel gone', { 'page-status': '404' });
    mkdirSync(join(dir, 'dist/wakacje/turcja'), { recursive: true });
    writeFileSync(join(dir, 'dist/wakacje/turcja/index.html'), '<!doctype html><title>turcja</title>');
    writeFileSync(join(dir, 'dist/assets/app-123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'outside the build');
    base = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, hashed assets as immutable', async () => {
    const asset = await fetch(`${base}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text files as CloudFront does, brotli first, and leaves others alone', async () => {
    const { request } = await import('node:http');
    const headersOf = (path: string, acceptEncoding: string) =>
      new Promise<Record<string, string | string[] | undefined>>((resolveHeaders, reject) => {
        // fetch() would decompress and hide the encoding; a raw request shows what was sent.
        const call = request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          response.resume();
          resolveHeaders(response.headers);
        });
        call.on('error', reject).end();
      });
    expect((await headersOf('/assets/app-123.js', 'gzip, deflate, br'))['content-encoding']).toBe('br');
    expect((await headersOf('/assets/app-123.js', 'gzip'))['content-encoding']).toBe('gzip');
    expect((await headersOf('/assets/app-123.js', 'identity'))['content-encoding']).toBeUndefined();
    // Still readable after decompression.
    expect(await (await fetch(`${base}/assets/app-123.js`)).text()).toContain('console');
    // A rebuild may write a file of the same size: the new content is served, not the cached one.
    const { utimesSync } = await import('node:fs');
    writeFileSync(join(dir, 'dist/assets/app-123.js'), 'console.log(2)');
    utimesSync(join(dir, 'dist/assets/app-123.js'), new Date(), new Date(Date.now() + 5000));
    expect(await (await fetch(`${base}/assets/app-123.js`)).text()).toBe('console.log(2)');
  });

  it("answers prerendered pages with their own document, the router's other pages with the app shell", async () => {
    const titles: Record<string, string> = {
      '/': 'home',
      '/wakacje/turcja': 'turcja',
      '/wakacje/turcja/': 'turcja',
      '/wakacje/turcja?tab=map': 'turcja',
      '/wakacje': 'app',
      '/offers?offer_type=A': 'app',
      '/poradnik/jak-sie-spakowac': 'app',
      '/admin/login': 'app',
    };
    for (const [path, title] of Object.entries(titles)) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<title>${title}</title>`);
    }
  });

  it('answers paths the router does not know with 404 and the not-found page (decision 028)', async () => {
    for (const path of [
      '/cokolwiek',
      '/wakacje/atlantyda',
      '/wakacje/turcja/atlantyda',
      '/fr/wakacje/turcja',
      '/404.html',
    ]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<title>not found</title>');
    }
    const missingFile = await fetch(`${base}/assets/missing-123.js`);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.text()).not.toContain('<title>');
  });

  it("answers a hotel page with its hotel's document by id, 404 for a hotel gone or unknown", async () => {
    const known = await fetch(`${base}/hotel/any-slug?id=H1&tab=map`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<title>hotel H1</title>');

    const gone = await fetch(`${base}/hotel/old-hotel?id=OLD`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<title>hotel gone</title>');

    for (const path of ['/hotel/x?id=NOPE', '/hotel/x', '/hotel/x?id=..%2Fapp']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<title>not found</title>');
    }
    // The documents' folder itself, as CloudFront passes files through (the hotel sitemap lives there).
    expect((await fetch(`${base}/hotel-pages/H1.html`)).status).toBe(200);
    expect((await fetch(`${base}/hotel-pages/sitemap.xml`)).status).toBe(404);
  });

  it('never serves files outside the build directory', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`);
    expect(await response.text()).not.toContain('outside the build');
  });

  it('sends API paths to the Lambda handlers, not to the site', async () => {
    const response = await fetch(`${base}/admin/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
