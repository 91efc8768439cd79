import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageFile } from '@app/shared/prerendered-pages';
import { pageRewriteCode } from '../lib/page-rewrite.ts';

/** Runs the function's code as CloudFront would, on one request URI. */
function rewrite(code: string, uri: string): string {
  const handler = runInNewContext(`${code}; handler`) as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('page rewrite (CloudFront Function)', () => {
  const paths = ['/', '/wakacje/turcja', '/en/wakacje/turcja'];
  const code = pageRewriteCode(paths);

  it('answers prerendered pages with their own document and other pages with the app shell', () => {
    expect(rewrite(code, '/')).toBe('/index.html');
    expect(rewrite(code, '/wakacje/turcja')).toBe('/wakacje/turcja/index.html');
    expect(rewrite(code, '/wakacje/turcja/')).toBe('/wakacje/turcja/index.html');
    expect(rewrite(code, '/en/wakacje/turcja')).toBe('/en/wakacje/turcja/index.html');
    expect(rewrite(code, '/wakacje')).toBe('/app.html');
    expect(rewrite(code, '/offers')).toBe('/app.html');
    expect(rewrite(code, '/admin/login')).toBe('/app.html');
  });

  it('leaves files alone', () => {
    expect(rewrite(code, '/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite(code, '/robots.txt')).toBe('/robots.txt');
  });

  it('agrees with the rule the local server and the prerender use', () => {
    const all = new Set(paths);
    for (const uri of ['/', '/wakacje/turcja', '/wakacje/turcja/', '/wakacje', '/offers', '/de/wakacje/turcja']) {
      expect(rewrite(code, uri), uri).toBe(pageFile(uri, all));
    }
  });

  it('fits the 10 KB limit of CloudFront Functions with every page of the site', () => {
    expect(Buffer.byteLength(pageRewriteCode())).toBeLessThan(10_240);
  });
});
