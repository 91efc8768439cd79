import { describe, expect, it } from 'vitest';
import { extraEntry, routeAssets, type Manifest } from './route-assets.ts';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/destination.tsx': {
    file: 'assets/destination-1.js',
    css: ['assets/destination-1.css'],
    imports: ['_react.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'], imports: ['_react.js'] },
  'src/early-search.ts': { file: 'assets/early-search-1.js', imports: ['_react.js', '_query.js'], isEntry: true },
  '_query.js': { file: 'assets/query-1.js' },
};

describe('route assets for a prerendered page', () => {
  it("lists the route's stylesheets and modules and those of its static imports", () => {
    expect(routeAssets(MANIFEST, 'src/app/routes/destination.tsx')).toEqual({
      css: ['/assets/destination-1.css', '/assets/cards-1.css'],
      modules: ['/assets/destination-1.js', '/assets/cards-1.js'],
    });
  });

  it('leaves out what the entry already loads and fails on an unknown route', () => {
    expect(routeAssets(MANIFEST, '_react.js')).toEqual({ css: [], modules: [] });
    expect(() => routeAssets(MANIFEST, 'src/app/routes/gone.tsx')).toThrow(/manifest/);
  });
});

describe('a second entry (the early search of app.html)', () => {
  it('gives its script and only the modules the app does not load anyway', () => {
    expect(extraEntry(MANIFEST, 'src/early-search.ts')).toEqual({
      script: '/assets/early-search-1.js',
      modules: ['/assets/query-1.js'],
    });
    expect(() => extraEntry(MANIFEST, 'src/app/routes/destination.tsx')).toThrow(/entry/);
  });

  it('does not count as loaded for a route: the route still preloads what it shares with that entry', () => {
    const withShared: Manifest = {
      ...MANIFEST,
      'src/app/routes/destination.tsx': { file: 'assets/destination-1.js', imports: ['_query.js'] },
    };
    expect(routeAssets(withShared, 'src/app/routes/destination.tsx').modules).toEqual([
      '/assets/destination-1.js',
      '/assets/query-1.js',
    ]);
  });
});
