import { describe, expect, it } from 'vitest';
import { compareFolded, foldDiacritics } from './text.ts';

describe('foldDiacritics', () => {
  it('removes Polish, German and other accents, including letters NFD leaves alone', () => {
    expect(foldDiacritics('Łódź')).toBe('lodz');
    expect(foldDiacritics('Żółć gęślą jaźń')).toBe('zolc gesla jazn');
    expect(foldDiacritics('Türkei Straße')).toBe('turkei strasse');
    expect(foldDiacritics('Hôtel Côte d’Azur')).toBe('hotel cote d’azur');
  });
});

describe('compareFolded (the Polish sort of spec §3)', () => {
  it('sorts Ł with L and Ś with S instead of after Z', () => {
    const names = ['Zakynthos', 'Łotwa', 'Śląsk', 'Litwa', 'Malta', 'Egipt', 'Éze'];
    expect([...names].sort(compareFolded)).toEqual(['Egipt', 'Éze', 'Litwa', 'Łotwa', 'Malta', 'Śląsk', 'Zakynthos']);
  });
});
