import type { StoredArticle } from '@app/functions/content/blog-table';
import { DESTINATION_ARTICLES } from './blog-articles-destinations.ts';
import { FAMILY_ARTICLES } from './blog-articles-family.ts';
import { TIPS_ARTICLES } from './blog-articles-tips.ts';

/** Every seeded blog article, in pl, en and de. */
export const BLOG_ARTICLES: StoredArticle[] = [...TIPS_ARTICLES, ...DESTINATION_ARTICLES, ...FAMILY_ARTICLES];
