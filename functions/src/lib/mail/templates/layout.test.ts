import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

describe('mail layout', () => {
  const mail = renderMail({
    locale: 'pl',
    subject: 'Temat',
    blocks: [
      { kind: 'heading', text: 'Nagłówek' },
      { kind: 'facts', rows: [{ label: 'Strona', value: 'zobacz', href: 'https://wakacje.example/' }] },
      { kind: 'button', label: 'Otwórz', href: 'https://wakacje.example/a?b=1&c=2' },
    ],
  });

  it('lays the page out with tables and inline styles only', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).not.toMatch(/<style|<link|<script/i);
  });

  it('loads nothing from outside: no images, fonts or stylesheets', () => {
    expect(mail.html).not.toMatch(/\ssrc=|url\(|@import/i);
  });

  it('shows the office hours of each language as the site does (decision D11)', () => {
    const hours = (locale: 'pl' | 'en' | 'de'): string => renderMail({ locale, subject: 'x', blocks: [] }).text;
    expect(hours('pl')).toContain('Godziny pracy biura: pon.–pt. 9:00–17:00, sobota nieczynne');
    expect(hours('en')).toContain('Office hours: Mon–Fri 9:00–17:00, Saturday closed');
    expect(hours('de')).toContain('Bürozeiten: Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr');
  });

  it('escapes link addresses in attributes', () => {
    expect(mail.html).toContain('href="https://wakacje.example/a?b=1&amp;c=2"');
  });

  it('shows a linked value with its address in the text part, since text cannot hide a link', () => {
    expect(mail.text).toContain('Strona: zobacz <https://wakacje.example/>');
    expect(mail.text).toContain('Otwórz: https://wakacje.example/a?b=1&c=2');
  });

  it('removes control characters from the body but keeps line breaks', () => {
    const text = renderMail({
      locale: 'pl',
      subject: 'x',
      blocks: [{ kind: 'paragraph', text: 'a\u0000b\u001b[31mc\r\nd' }],
    }).text;
    expect(text).toContain('ab[31mc\nd');
  });
});
