import { describe, expect, it } from 'vitest';
import { isApiPath } from '@app/shared/routes';
import { PATHS } from '../../config/paths.ts';
import { articlePath, blogCategoryPath, REGION_GROUP_PATHS } from './blog-paths.ts';

describe('blog and region pages (BLOG-01..03)', () => {
  it('never reach the API, which owns every /blog/… path', () => {
    const pages = [
      PATHS.blog,
      `${PATHS.blog}?q=kreta&category=kierunki&page=2`,
      articlePath('kreta-poza-sezonem'),
      blogCategoryPath('wakacje-z-dziecmi'),
      ...Object.values(REGION_GROUP_PATHS),
    ];
    for (const page of pages) expect(isApiPath(page.split('?')[0] ?? page)).toBe(false);
    expect(isApiPath('/blog/articles')).toBe(true);
    expect(articlePath('kreta-poza-sezonem')).toBe('/poradnik/kreta-poza-sezonem');
    expect(blogCategoryPath('porady')).toBe('/poradnik/kategoria/porady');
  });
});
