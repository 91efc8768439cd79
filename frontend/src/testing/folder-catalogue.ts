import { createIntl, type IntlShape } from 'react-intl';
import { expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, LOCALES, type Locale } from '@app/shared/locale';
import type { MessageId, Messages } from '../lib/intl/message-id.ts';

/** One folder's messages in each language (pl the reference). */
export type FolderCatalogues = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** react-intl over one folder's part of the site's catalogue, which its types take for the whole. */
export function folderIntl(catalogues: FolderCatalogues, locale: Locale, errors: unknown[] = []): IntlShape {
  return createIntl({
    locale: INTL_LOCALE_TAGS[locale],
    messages: catalogues[locale] as Messages,
    onError: (error) => errors.push(error),
  });
}

/**
 * The checks every folder's catalogue passes, registered inside the caller's `describe`: en and de
 * hold exactly pl's keys, every key carries the folder's prefix, and every text in every language
 * is non-empty, valid ICU and formats with `values` without an error.
 */
export function checkFolderCatalogues(
  catalogues: FolderCatalogues,
  { prefix, values }: { prefix: RegExp; values: Readonly<Record<string, string | number>> },
): void {
  it.each(['en', 'de'] as const)('%s has exactly the keys of pl', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(catalogues.pl).sort());
  });

  it(`keeps every key under ${prefix.source}`, () => {
    expect(Object.keys(catalogues.pl).filter((key) => !prefix.test(key))).toEqual([]);
  });

  it.each(LOCALES)('every %s text is non-empty, valid ICU and formats', (locale) => {
    const errors: unknown[] = [];
    const intl = folderIntl(catalogues, locale, errors);
    for (const [id, text] of Object.entries(catalogues[locale])) {
      expect(text.trim()).not.toBe('');
      intl.formatMessage({ id: id as MessageId }, values);
    }
    expect(errors).toEqual([]);
  });
}
