import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './html.ts';

describe('safeHttpUrl', () => {
  it('accepts http and https URLs', () => {
    expect(safeHttpUrl('https://example.pl/hotel/aurora?id=1&offer_type=A')).toBe(
      'https://example.pl/hotel/aurora?id=1&offer_type=A',
    );
    expect(safeHttpUrl(' http://example.pl ')).toBe('http://example.pl/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:x@y.z',
    '//evil.example/path',
    '/hotel/aurora',
    'not a url',
    '',
  ])('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it('rejects URLs with credentials that disguise the host', () => {
    expect(safeHttpUrl('https://bank.example@evil.example/')).toBeUndefined();
  });
});
