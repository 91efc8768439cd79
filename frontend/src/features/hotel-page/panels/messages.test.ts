import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import type { MessageId, Messages } from '../../../lib/intl/message-id.ts';
import { hotelPanelsDe, hotelPanelsEn, hotelPanelsPl } from './messages.ts';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  pl: hotelPanelsPl,
  en: hotelPanelsEn,
  de: hotelPanelsDe,
};

describe('hotel panel messages', () => {
  it.each(['en', 'de'] as const)('%s has exactly the keys of pl', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(hotelPanelsPl).sort());
  });

  it('keeps every key under hotel.', () => {
    expect(Object.keys(hotelPanelsPl).filter((key) => !key.startsWith('hotel.'))).toEqual([]);
  });

  it.each(['pl', 'en', 'de'] as const)('every %s text is non-empty, valid ICU and formats', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: INTL_LOCALE_TAGS[locale],
      // Only this folder's part of the site's catalogue, which react-intl types as the whole.
      messages: CATALOGUES[locale] as Messages,
      onError: (error) => errors.push(error),
    });
    for (const [id, text] of Object.entries(CATALOGUES[locale])) {
      expect(text.trim()).not.toBe('');
      intl.formatMessage({ id: id as MessageId }, { count: 3, score: '4,8', language: 'Deutsch' });
    }
    expect(errors).toEqual([]);
  });

  it('copies the description error of spec §8 letter for letter', () => {
    expect(hotelPanelsPl['hotel.description.error']).toBe(
      'Wystąpił nieoczekiwany błąd opisu. Prosimy odświeżyć stronę.',
    );
  });
});
