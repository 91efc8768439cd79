import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns markup into text', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('cannot break out of a quoted attribute, single or double', () => {
    expect(escapeHtml(`" onload='x'`)).toBe('&quot; onload=&#39;x&#39;');
  });

  it('escapes ampersands first-class, so existing entities stay visible as typed', () => {
    expect(escapeHtml('Tom &amp; Jerry & Co')).toBe('Tom &amp;amp; Jerry &amp; Co');
  });

  it('leaves ordinary text, Polish letters and numbers alone', () => {
    expect(escapeHtml('Zakopane, ul. Krupówki 12')).toBe('Zakopane, ul. Krupówki 12');
    expect(escapeHtml(1299.5)).toBe('1299.5');
  });
});
