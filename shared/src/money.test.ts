import { describe, expect, it } from 'vitest';
import { formatOfferPrice, roundOfferPrice } from './money.ts';

// Intl separates groups with a narrow no-break space in Polish; the tests compare plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('offer prices', () => {
  it('round to the nearest whole unit, so a card, an e-mail and a PDF show the same price (D7)', () => {
    expect(roundOfferPrice(1999.6)).toBe(2000);
    expect(roundOfferPrice(1999.4)).toBe(1999);
    expect(roundOfferPrice(815.5)).toBe(816);
  });

  it('read as each language writes money, four digits grouped in Polish too', () => {
    expect(plain(formatOfferPrice(1999.4, 'PLN', 'pl'))).toBe('1 999 zł');
    expect(plain(formatOfferPrice(815.5, 'EUR', 'pl'))).toBe('816 €');
    expect(plain(formatOfferPrice(1234.5, 'EUR', 'de'))).toBe('1.235 €');
    expect(plain(formatOfferPrice(1234.5, 'EUR', 'en'))).toBe('€1,235');
    // Zloty as e-mails print them in every language.
    expect(plain(formatOfferPrice(3499.4, 'PLN', 'pl'))).toBe('3 499 zł');
    expect(plain(formatOfferPrice(3499, 'PLN', 'en'))).toBe('PLN 3,499');
    expect(plain(formatOfferPrice(3499, 'PLN', 'de'))).toBe('3.499 PLN');
  });

  it('never shows cents, even where the feed has them', () => {
    expect(formatOfferPrice(815.25, 'EUR', 'pl')).not.toMatch(/,\d{2}/);
  });
});
