import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageAnswer } from '@app/shared/page-answer';
import { pageRewriteCode, pageStatusCode } from '../lib/page-rewrite.ts';

type Handler<E, R> = (event: E) => R;
interface Request {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
interface Response {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/** Runs the function's code as CloudFront would, on one request URI and query string. */
function rewrite(code: string, uri: string, query: Record<string, string> = {}): string {
  const handler = runInNewContext(`${code}; handler`) as Handler<{ request: Request }, Request>;
  const querystring = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }]));
  return handler({ request: { uri, querystring } }).uri;
}

function respond(status: number, headers: Record<string, string>): Response {
  const handler = runInNewContext(`${pageStatusCode()}; handler`) as Handler<{ response: Response }, Response>;
  const response = {
    statusCode: status,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { value: v }])),
  };
  return handler({ response });
}

describe('page rewrite (CloudFront Function, viewer request)', () => {
  const paths = ['/', '/wakacje/turcja', '/en/wakacje/turcja'];
  const code = pageRewriteCode(paths);

  it("answers prerendered pages with their own document and the router's other pages with the app shell", () => {
    expect(rewrite(code, '/')).toBe('/index.html');
    expect(rewrite(code, '/wakacje/turcja')).toBe('/wakacje/turcja/index.html');
    expect(rewrite(code, '/wakacje/turcja/')).toBe('/wakacje/turcja/index.html');
    expect(rewrite(code, '/en/wakacje/turcja')).toBe('/en/wakacje/turcja/index.html');
    expect(rewrite(code, '/wakacje')).toBe('/app.html');
    expect(rewrite(code, '/offers')).toBe('/app.html');
    expect(rewrite(code, '/poradnik/jak-sie-spakowac')).toBe('/app.html');
    expect(rewrite(code, '/admin/login')).toBe('/app.html');
  });

  it("answers a hotel page with its hotel's document by id, whatever the slug (decision 028)", () => {
    expect(rewrite(code, '/hotel/sol-playa', { id: 'H1', tab: 'map' })).toBe('/hotel-pages/H1.html');
    expect(rewrite(code, '/hotel/other-name', { id: 'H1' })).toBe('/hotel-pages/H1.html');
    expect(rewrite(code, '/hotel/sol-playa')).toBe('/404.html');
    expect(rewrite(code, '/hotel/sol-playa', { id: '../app' })).toBe('/404.html');
  });

  it('answers unknown paths with the not-found page', () => {
    expect(rewrite(code, '/cokolwiek')).toBe('/404.html');
    expect(rewrite(code, '/wakacje/nieistnieje')).toBe('/404.html');
    expect(rewrite(code, '/de/wakacje/turcja')).toBe('/404.html');
  });

  it('leaves files alone', () => {
    expect(rewrite(code, '/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite(code, '/robots.txt')).toBe('/robots.txt');
    expect(rewrite(code, '/hotel-pages/sitemap.xml')).toBe('/hotel-pages/sitemap.xml');
  });

  it('agrees with the rule the local server uses', () => {
    const all = new Set(paths);
    const cases: [string, string | undefined][] = [
      ['/', undefined],
      ['/wakacje/turcja/', undefined],
      ['/wakacje', undefined],
      ['/Hotele', undefined],
      ['/poradnik/kategoria/porady', undefined],
      ['/hotel/x', 'H_1-a'],
      ['/hotel/x', 'a.b'],
      ['/hotel/x/y', 'H1'],
      ['/de/wakacje/turcja', undefined],
      ['/offers/extra', undefined],
      ['/favicon.svg', undefined],
    ];
    for (const [uri, id] of cases) {
      const answer = pageAnswer(uri, id, all);
      const expected = answer.kind === 'file' ? uri : answer.file;
      expect(rewrite(code, uri, id === undefined ? {} : { id }), `${uri}?id=${id}`).toBe(expected);
    }
  });

  it('fits the 10 KB limit of CloudFront Functions with every page of the site', () => {
    expect(Buffer.byteLength(pageRewriteCode())).toBeLessThan(10_240);
  });
});

describe('page status (CloudFront Function, viewer response)', () => {
  it('answers 404 for an object marked page-status 404, and hides the mark', () => {
    const response = respond(200, { 'x-amz-meta-page-status': '404', 'content-type': 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.statusDescription).toBe('Not Found');
    expect(response.headers).toEqual({ 'content-type': { value: 'text/html' } });
  });

  it('leaves other responses, and revalidations of marked ones, as they are', () => {
    expect(respond(200, { 'content-type': 'text/html' }).statusCode).toBe(200);
    expect(respond(304, { 'x-amz-meta-page-status': '404' }).statusCode).toBe(304);
  });
});
