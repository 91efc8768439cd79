import { describe, expect, it } from 'vitest';
import { articlesParams, blogSearchHref, pageCount, readBlogSearch, widerBlogSearch } from './blog-search.ts';

describe('blog search in the URL (BLOG-01)', () => {
  it('reads text, category and a page counted from 1 in the URL', () => {
    expect(readBlogSearch('?q=%20Kreta%20&category=kierunki&page=2')).toEqual({
      q: 'Kreta',
      category: 'kierunki',
      page: 1,
    });
    expect(readBlogSearch('')).toEqual({ q: '', category: undefined, page: 0 });
  });

  it('ignores a malformed category or page instead of failing', () => {
    expect(readBlogSearch('?category=Zła%20kategoria&page=abc')).toEqual({ q: '', category: undefined, page: 0 });
    expect(readBlogSearch('?page=0').page).toBe(0);
    expect(readBlogSearch('?page=1.5').page).toBe(0);
  });

  it('writes only what is set, and reads back the same search', () => {
    expect(blogSearchHref({ q: '', category: undefined, page: 0 })).toBe('/blog');
    const search = { q: 'wąwóz Samaria', category: 'kierunki', page: 2 };
    const href = blogSearchHref(search);
    expect(href).toBe('/blog?q=w%C4%85w%C3%B3z+Samaria&category=kierunki&page=3');
    expect(readBlogSearch(href.slice(href.indexOf('?')))).toEqual(search);
  });

  it('asks the API with pages from 0 and counts at least one page', () => {
    expect(articlesParams({ q: 'kreta', category: undefined, page: 1 }, 6)).toEqual({
      q: 'kreta',
      page: '1',
      limit: '6',
    });
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});

describe('a search within one category (issue 22)', () => {
  const search = { q: 'Egipt', category: 'kierunki', page: 1 };

  it('offers the same words in every category when they find more there', () => {
    expect(widerBlogSearch(search, { inCategory: 0, everywhere: 2 })).toEqual({
      search: { q: 'Egipt', category: undefined, page: 0 },
      count: 2,
    });
    expect(widerBlogSearch(search, { inCategory: 1, everywhere: 3 })?.count).toBe(3);
  });

  it('offers nothing when the category already holds every match, or while a count is loading', () => {
    expect(widerBlogSearch(search, { inCategory: 2, everywhere: 2 })).toBeUndefined();
    expect(widerBlogSearch(search, { inCategory: 0, everywhere: 0 })).toBeUndefined();
    expect(widerBlogSearch(search, { inCategory: 0, everywhere: undefined })).toBeUndefined();
    expect(widerBlogSearch(search, { inCategory: undefined, everywhere: 2 })).toBeUndefined();
  });

  it('offers nothing without words or without a category', () => {
    expect(widerBlogSearch({ ...search, q: '' }, { inCategory: 0, everywhere: 9 })).toBeUndefined();
    expect(widerBlogSearch({ ...search, category: undefined }, { inCategory: 2, everywhere: 5 })).toBeUndefined();
  });
});
