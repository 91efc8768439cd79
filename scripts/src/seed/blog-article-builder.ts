import type { StoredArticle } from '@app/functions/content/blog-table';
import { LOCALES } from '@app/shared/locale';

type Texts = StoredArticle['title'];
interface LocalizedBlock {
  readonly type: 'heading' | 'paragraph';
  readonly text: Texts;
}

export const heading = (text: Texts): LocalizedBlock => ({ type: 'heading', text });
export const paragraph = (text: Texts): LocalizedBlock => ({ type: 'paragraph', text });

/** An article written block by block in all three languages, stored as one body per language. */
export function article(
  fields: Omit<StoredArticle, 'entity' | 'body'> & { readonly blocks: readonly LocalizedBlock[] },
): StoredArticle {
  const { blocks, ...rest } = fields;
  const body = Object.fromEntries(
    LOCALES.map((locale) => [locale, blocks.map((block) => ({ type: block.type, text: block.text[locale] }))]),
  ) as StoredArticle['body'];
  return { entity: 'BlogArticle', ...rest, body };
}
