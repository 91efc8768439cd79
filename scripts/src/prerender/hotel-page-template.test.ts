import { describe, expect, it } from 'vitest';
import { HOTEL_SUMMARY_MARKER, HotelPageTemplateSchema } from '@app/shared/hotel-page/hotel-page-template';
import { hotelPageTemplate } from './hotel-page-template.ts';

const TEMPLATE =
  '<!doctype html><html lang="pl"><head><title>Wakacje z Niemiec</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';
const SHELL =
  '<div class="app-shell"><header>…</header><main><div class="page-loading" role="status">' +
  '<span class="spinner" aria-hidden="true"></span><span class="visually-hidden">Ładowanie</span></div></main></div>';

describe('the template of hotel documents', () => {
  it('puts the summary beside the loading indicator, inside #root, and keeps the stylesheet linked', () => {
    const template = HotelPageTemplateSchema.parse(hotelPageTemplate(TEMPLATE, SHELL, 'https://www.example.pl'));
    expect(template.siteOrigin).toBe('https://www.example.pl');
    expect(template.html).toContain(`Ładowanie</span></div>${HOTEL_SUMMARY_MARKER}</main>`);
    expect(template.html).toContain('<div id="root"><div class="app-shell">');
    expect(template.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('fails the build when the shell has no loading indicator', () => {
    expect(() => hotelPageTemplate(TEMPLATE, '<main></main>', 'https://www.example.pl')).toThrow(/loading indicator/);
  });
});
