import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('page links', () => {
  it('one page needs no gaps', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(0, 0)).toEqual([0]);
    expect(pageItems(1, 2)).toEqual([0, 1]);
  });

  it('show the first, the last and the neighbours of the current page', () => {
    expect(pageItems(0, 10)).toEqual([0, 1, 2, 3, 'gap', 9]);
    expect(pageItems(5, 10)).toEqual([0, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageItems(9, 10)).toEqual([0, 'gap', 6, 7, 8, 9]);
  });

  it('never hide a single page behind a gap', () => {
    expect(pageItems(3, 10)).toEqual([0, 1, 2, 3, 4, 'gap', 9]);
    expect(pageItems(6, 10)).toEqual([0, 'gap', 5, 6, 7, 8, 9]);
  });

  it('keep a page past the end within the list', () => {
    expect(pageItems(40, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('stay at seven items or fewer for any page', () => {
    for (let count = 1; count < 40; count++)
      for (let page = 0; page < count; page++) expect(pageItems(page, count).length).toBeLessThanOrEqual(7);
  });
});
