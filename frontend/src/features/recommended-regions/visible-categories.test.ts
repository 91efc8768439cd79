import { describe, expect, it } from 'vitest';
import { visibleCategories } from './visible-categories.ts';

describe('visibleCategories', () => {
  it('hides regions without a price and categories left empty', () => {
    const categories = [
      {
        title: 'Blisko i ciepło',
        regions: [
          { name: 'Chorwacja', link: '/wakacje/chorwacja', min_price_pln: 1849 },
          { name: 'Albania', link: '/wakacje/albania', min_price_pln: null },
        ],
      },
      { title: 'Pusta', regions: [{ name: 'Islandia', link: '/wakacje/islandia', min_price_pln: null }] },
    ];
    expect(visibleCategories(categories)).toEqual([
      { title: 'Blisko i ciepło', regions: [{ name: 'Chorwacja', link: '/wakacje/chorwacja', min_price_pln: 1849 }] },
    ]);
  });

  it('keeps a region priced at 0', () => {
    const categories = [
      { title: 'Promocje', regions: [{ name: 'Polska', link: '/wakacje/polska', min_price_pln: 0 }] },
    ];
    expect(visibleCategories(categories)[0]?.regions).toHaveLength(1);
  });
});
