import { describe, expect, it } from 'vitest';
import { negotiateLocale, pathLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it('defaults to Polish (I18N-01)', () => {
    expect(negotiateLocale(undefined)).toBe('pl');
    expect(negotiateLocale('fr-FR,fr;q=0.9')).toBe('pl');
  });

  it('honours quality values and regional tags', () => {
    expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('fr;q=1,en-GB;q=0.5,de;q=0.7')).toBe('de');
    expect(negotiateLocale('en-NZ')).toBe('en');
    expect(negotiateLocale('de;q=0,en')).toBe('en');
  });
});

describe('pathLocale', () => {
  it('reads /en and /de prefixes only', () => {
    expect(pathLocale('/en/wakacje/turcja')).toBe('en');
    expect(pathLocale('/de/wakacje/turcja/riwiera-turecka')).toBe('de');
    expect(pathLocale('/wakacje/turcja')).toBeUndefined();
    expect(pathLocale('/fr/wakacje/turcja')).toBeUndefined();
    expect(pathLocale('/')).toBeUndefined();
    expect(pathLocale('/english')).toBeUndefined();
  });
});
