import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '@app/shared/text';
import { composeDocument, splitHoistedHead } from './compose-document.ts';

const TEMPLATE = `<!doctype html>
<html lang="pl">
  <head>
    <meta
      name="description"
      content="Default"
    />
    <title>Default</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered document', () => {
  it("moves React's hoisted title, meta and links into the head, replacing the defaults", () => {
    const html = composeDocument(TEMPLATE, {
      locale: 'de',
      html: '<title>Türkei</title><meta name="description" content="Urlaub"/><link rel="canonical" href="https://x/de/wakacje/turcja"/><div class="page">Inhalt</div>',
      queryState: '{"queries":[]}',
    });
    expect(html).toContain('<html lang="de"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Türkei</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toMatch(/<head>[\s\S]*<link rel="canonical"[\s\S]*<\/head>/);
    expect(html).toContain('<div id="root"><div class="page">Inhalt</div></div>');
    expect(html).toContain('<script type="application/json" id="query-state">{"queries":[]}</script>');
  });

  it('keeps the defaults when the page has no title or description of its own', () => {
    const html = composeDocument(TEMPLATE, { locale: 'pl', html: '<div>x</div>', queryState: '{}' });
    expect(html).toContain('<title>Default</title>');
    expect(html).toContain('content="Default"');
  });

  it('stops at the first element that is not a head element', () => {
    expect(splitHoistedHead('<title>a</title><div><title>b</title></div>')).toEqual({
      head: ['<title>a</title>'],
      body: '<div><title>b</title></div>',
    });
  });

  it('never lets data close its script element', () => {
    const json = JSON.stringify({ text: '</script><script>alert(1)</script> & \u2028' });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it('can write the entry stylesheet into the document instead of linking it', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    );
    const html = composeDocument(
      template,
      { locale: 'pl', html: '<div>x</div>', queryState: '{}' },
      { href: '/assets/index-1.css', css: '.a{color:red}' },
    );
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('index-1.css');
  });

  it("preloads the route's modules and writes its styles into the head", () => {
    const html = composeDocument(TEMPLATE, { locale: 'pl', html: '<div>x</div>', queryState: '{}' }, undefined, {
      css: '.route{margin:0}',
      modules: ['/assets/destination-1.js'],
    });
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/destination-1.js">[\s\S]*<\/head>/);
    expect(html).toMatch(/<style>\.route\{margin:0\}<\/style>[\s\S]*<\/head>/);
  });

  it('loads the scripts of other entries as async modules in the head (the early search)', () => {
    const html = composeDocument(TEMPLATE, { locale: 'pl', html: '<div class="app-shell">x</div>' }, undefined, {
      css: '',
      modules: ['/assets/list-query-1.js'],
      scripts: ['/assets/early-search-1.js'],
    });
    expect(html).toMatch(
      /<script type="module" async crossorigin src="\/assets\/early-search-1.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/list-query-1.js">[\s\S]*<\/head>/,
    );
    expect(html).not.toContain('<style></style>');
  });

  it('carries no data for a page the browser renders afresh (the shell)', () => {
    const html = composeDocument(TEMPLATE, { locale: 'pl', html: '<div class="app-shell">x</div>' });
    expect(html).toContain('<div id="root"><div class="app-shell">x</div></div>');
    expect(html).not.toContain('query-state');
  });

  it('refuses a template without an empty root', () => {
    expect(() =>
      composeDocument('<html><head></head><body></body></html>', { locale: 'pl', html: '', queryState: '{}' }),
    ).toThrow(/root/);
  });
});
