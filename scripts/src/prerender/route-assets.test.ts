import { describe, expect, it } from 'vitest';
import { routeAssets, type Manifest } from './route-assets.ts';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/destination.tsx': {
    file: 'assets/destination-1.js',
    css: ['assets/destination-1.css'],
    imports: ['_react.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'], imports: ['_react.js'] },
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
