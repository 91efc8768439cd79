import { describe, expect, it } from 'vitest';
import { pageAnswer, routeRegExpSource } from './page-answer.ts';
import { prerenderedFile, prerenderedPaths } from './prerendered-pages.ts';

const prerendered = new Set(prerenderedPaths());
const answer = (path: string, id?: string) => pageAnswer(path, id, prerendered);

describe('the answer to a page path (decision 028)', () => {
  it('answers prerendered pages with their own document', () => {
    expect(answer('/')).toEqual({ kind: 'page', file: '/index.html' });
    expect(answer('/wakacje/turcja')).toEqual({ kind: 'page', file: '/wakacje/turcja/index.html' });
    expect(answer('/wakacje/turcja/')).toEqual({ kind: 'page', file: '/wakacje/turcja/index.html' });
    expect(answer('/en/wakacje/turcja')).toEqual({ kind: 'page', file: '/en/wakacje/turcja/index.html' });
  });

  it("answers the router's other pages with the app shell, whatever their parameters", () => {
    for (const path of [
      '/offers',
      '/wakacje',
      '/hotele/',
      '/poradnik/jak-sie-spakowac',
      '/poradnik/kategoria/porady',
    ]) {
      expect(answer(path), path).toEqual({ kind: 'page', file: '/app.html' });
    }
    expect(answer('/admin/login')).toEqual({ kind: 'page', file: '/app.html' });
    // React Router matches without regard to case, and so does the server.
    expect(answer('/Hotele')).toEqual({ kind: 'page', file: '/app.html' });
  });

  it('answers a hotel page with the document of the hotel its id names, whatever the slug', () => {
    expect(answer('/hotel/hotel-playa', 'H123_a-b')).toEqual({ kind: 'hotel', file: '/hotel-pages/H123_a-b.html' });
    expect(answer('/hotel/another-name', 'H123_a-b')).toEqual({ kind: 'hotel', file: '/hotel-pages/H123_a-b.html' });
  });

  it('answers 404 for a hotel page without a valid id, so no path outside the folder is named', () => {
    for (const id of [undefined, '', '../app', 'a.b', 'x'.repeat(41)]) {
      expect(answer('/hotel/hotel-playa', id), String(id)).toEqual({ kind: 'not-found', file: '/404.html' });
    }
  });

  it('answers 404 for paths the router does not know', () => {
    for (const path of [
      '/cokolwiek',
      '/wakacje/nieistnieje',
      '/wakacje/turcja/nieistnieje',
      '/fr/wakacje/turcja',
      '/hotel',
      '/hotel/a/b',
      '/offers/extra',
      '/admin/unknown',
      '/poradnik',
    ]) {
      expect(answer(path, 'H1'), path).toEqual({ kind: 'not-found', file: '/404.html' });
    }
  });

  it('leaves files alone', () => {
    expect(answer('/assets/index-abc.js')).toEqual({ kind: 'file' });
    expect(answer('/robots.txt')).toEqual({ kind: 'file' });
    expect(answer('/hotel-pages/sitemap.xml')).toEqual({ kind: 'file' });
  });

  it('writes prerendered pages into their folders', () => {
    expect(prerenderedFile('/')).toBe('/index.html');
    expect(prerenderedFile('/wakacje/turcja/')).toBe('/wakacje/turcja/index.html');
  });

  it('turns routes into one anchored expression, a parameter standing for one segment', () => {
    const expression = new RegExp(routeRegExpSource(['/a.b', '/c/:id']));
    expect(expression.test('/a.b')).toBe(true);
    expect(expression.test('/axb')).toBe(false);
    expect(expression.test('/c/1')).toBe(true);
    expect(expression.test('/c/1/2')).toBe(false);
    expect(expression.test('/c/')).toBe(false);
  });
});
