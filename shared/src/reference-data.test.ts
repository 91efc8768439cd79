import { describe, expect, it } from 'vitest';
import { isVirtualAirportCode, isVirtualOperator, nameIn } from './reference-data.ts';

describe('reference names per language (decision D14)', () => {
  it('answers the Polish name in Polish and the translation in English and German', () => {
    const names = { en: 'Munich', de: 'München' };
    expect(nameIn('Monachium', names, 'pl')).toBe('Monachium');
    expect(nameIn('Monachium', names, 'en')).toBe('Munich');
    expect(nameIn('Monachium', names, 'de')).toBe('München');
  });

  it('falls back to the Polish name for data written before its translations', () => {
    expect(nameIn('Basen', undefined, 'de')).toBe('Basen');
  });

  it('tells the virtual airports’ internal codes from real IATA codes', () => {
    expect(isVirtualAirportCode('ALL_POL')).toBe(true);
    expect(isVirtualAirportCode('ALL_GER')).toBe(true);
    expect(isVirtualAirportCode('WAW')).toBe(false);
  });

  it('tells the virtual operators from the brands a visitor sees, by the flag or the ALL_ code', () => {
    expect(isVirtualOperator({ code: 'ALL_GER', virtual: true })).toBe(true);
    expect(isVirtualOperator({ code: 'ALL_POL', virtual: false })).toBe(true);
    expect(isVirtualOperator({ code: 'DER', virtual: false })).toBe(false);
  });
});
