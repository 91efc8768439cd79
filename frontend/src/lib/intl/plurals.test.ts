import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { buildMessages } from './build-messages.ts';
import type { Messages } from './message-id.ts';
import { siteDe, siteEn, sitePl } from './site-messages.ts';

// The site-wide messages, where offers_count lives; react-intl's type asks for the whole catalogue.
const SITE = { pl: sitePl as Messages, en: siteEn as Messages, de: siteDe as Messages };
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';

function offersCount(locale: Locale, count: number): string {
  const intl = createIntl({ locale: INTL_LOCALE_TAGS[locale], messages: buildMessages(locale, SITE) });
  return intl.formatMessage({ id: 'offers_count' }, { count });
}

describe('offers_count plural', () => {
  it.each([
    [1, '1 oferta'],
    [2, '2 oferty'],
    [4, '4 oferty'],
    [5, '5 ofert'],
    [12, '12 ofert'],
    [22, '22 oferty'],
    [25, '25 ofert'],
  ])('Polish: %i → %s', (count, text) => {
    expect(offersCount('pl', count)).toBe(text);
  });

  it('English and German have their own two forms', () => {
    expect([offersCount('en', 1), offersCount('en', 2)]).toEqual(['1 offer', '2 offers']);
    expect([offersCount('de', 1), offersCount('de', 5)]).toEqual(['1 Angebot', '5 Angebote']);
  });
});
