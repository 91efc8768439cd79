import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoDataUrl, photoSourceUrl } from './sheet-photo.ts';

const SITE = 'https://www.wakacje.example';

describe('where a hotel photo may be fetched from', () => {
  it('takes a site path from the site itself', () => {
    expect(photoSourceUrl('/media/img/abc.jpg', SITE)?.href).toBe(`${SITE}/media/img/abc.jpg`);
    expect(photoSourceUrl('http://localhost:3000/media/a.svg', 'http://localhost:3000')?.href).toBe(
      'http://localhost:3000/media/a.svg',
    );
  });

  it('takes an absolute gallery URL only over https and without credentials', () => {
    expect(photoSourceUrl('https://images.example.com/pool.jpg', SITE)?.href).toBe(
      'https://images.example.com/pool.jpg',
    );
    for (const refused of [
      'http://169.254.169.254/latest/meta-data/',
      'http://images.example.com/pool.jpg',
      'https://user:secret@images.example.com/pool.jpg',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
    ])
      expect(photoSourceUrl(refused, SITE), refused).toBeUndefined();
  });
});

describe('a photo inlined for the PDF', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/photo.png':
          response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
          return;
        case '/page.html':
          response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
          return;
        case '/declared-big.jpg':
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '5000' }).end(Buffer.alloc(5000));
          return;
        case '/streamed-big.jpg':
          // No length announced: the limit must hold while reading.
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          response.write(Buffer.alloc(3000));
          response.end(Buffer.alloc(3000));
          return;
        case '/moved.jpg':
          response.writeHead(302, { location: '/photo.png' }).end();
          return;
        case '/slow.jpg':
          setTimeout(() => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(PNG), 1_000);
          return;
        default:
          response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('becomes a data: URL of its own type and bytes', async () => {
    expect(await photoDataUrl(new URL('/photo.png', origin))).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('is left out, with a warning and never an error, when it cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const options = { maxBytes: 4096, timeoutMs: 300 };
      for (const path of [
        '/page.html',
        '/declared-big.jpg',
        '/streamed-big.jpg',
        '/moved.jpg',
        '/slow.jpg',
        '/gone.jpg',
      ])
        expect(await photoDataUrl(new URL(path, origin), options), path).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(6);
      expect(String(warn.mock.calls[0]?.[0])).toContain('offer sheet printed without its photo');
    } finally {
      warn.mockRestore();
    }
  });
});
