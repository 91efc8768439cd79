import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import type { MessageId, Messages } from '../../../lib/intl/message-id.ts';
import { hotelMapGalleryDe, hotelMapGalleryEn, hotelMapGalleryPl } from './map-gallery-messages.ts';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  pl: hotelMapGalleryPl,
  en: hotelMapGalleryEn,
  de: hotelMapGalleryDe,
};

const VALUES = {
  name: 'Hotel',
  city: 'Durrës',
  region: 'Riwiera',
  country: 'Albania',
  lat: '41,32998',
  lon: '19,44300',
  latHemisphere: 'north',
  lonHemisphere: 'east',
  n: 3,
  total: 12,
};

describe('hotel map and gallery messages', () => {
  it.each(['en', 'de'] as const)('%s has exactly the keys of pl', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(hotelMapGalleryPl).sort());
  });

  it('keeps every key under hotel.map. or hotel.gallery.', () => {
    expect(Object.keys(hotelMapGalleryPl).filter((key) => !/^hotel\.(map|gallery)\./.test(key))).toEqual([]);
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
      intl.formatMessage({ id: id as MessageId }, VALUES);
    }
    expect(errors).toEqual([]);
  });
});
