import { describe, expect, it } from 'vitest';
import { LEAD_CURRENCY, pricesInLeadOrder } from './lead-currency.ts';

describe('the currency a price leads with (D13)', () => {
  it('is EUR in German and PLN in Polish and English', () => {
    expect(LEAD_CURRENCY).toEqual({ pl: 'PLN', en: 'PLN', de: 'EUR' });
  });

  it('puts the euro amount first in German, the zloty amount after it (D13)', () => {
    expect(pricesInLeadOrder('de', { pln: 1999, eur: 470 })).toEqual({
      first: { currency: 'EUR', amount: 470 },
      second: { currency: 'PLN', amount: 1999 },
    });
  });

  it.each(['pl', 'en'] as const)('puts the zloty amount first in %s, the euro amount after it (D13)', (locale) => {
    expect(pricesInLeadOrder(locale, { pln: 1999, eur: 470 })).toEqual({
      first: { currency: 'PLN', amount: 1999 },
      second: { currency: 'EUR', amount: 470 },
    });
  });

  it('leads with zloty in every language when the euro amount is unknown', () => {
    for (const locale of ['pl', 'en', 'de'] as const)
      expect(pricesInLeadOrder(locale, { pln: 1999, eur: undefined })).toEqual({
        first: { currency: 'PLN', amount: 1999 },
        second: undefined,
      });
  });
});
