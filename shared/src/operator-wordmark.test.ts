import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORDMARK_HEIGHT,
  contrastRatio,
  escapeXml,
  operatorWordmarkSize,
  operatorWordmarkSvg,
  wordmarkColour,
} from './operator-wordmark.ts';
import { partnerImagePath } from './partners.ts';

/** The whole document: an svg holding a title, a rect and a text, and nothing else. */
const SHAPE =
  /^<svg [^<>]*aria-label="([^"<>]*)"[^<>]*><title>([^<>]*)<\/title><rect [^<>]*\/><text [^<>]*>([^<>]*)<\/text><\/svg>$/;
/** Every `&` starts one of the five XML entities. */
const BARE_AMPERSAND = /&(?!(amp|lt|gt|quot|apos);)/;
/** Names made of what could break a document: XML's specials, controls, lone surrogates, any UTF-16 unit. */
const RISKY_NAME = fc.string({
  maxLength: 40,
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", ';', '\u0000', '\u0007', '\n', '\t', '\uD83D', '\uDE00', '\uFFFE', 'Ł'),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  ),
});

describe('operator wordmarks (API-27)', () => {
  it('draws the brand name in white bold type on a rounded rectangle of the given size', () => {
    const { svg, width, height } = operatorWordmarkSvg('DERTOUR', 'DER');
    expect(height).toBe(WORDMARK_HEIGHT);
    expect(svg).toMatch(SHAPE);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg).toContain('<title>DERTOUR</title>');
    expect(svg).toMatch(/<rect [^>]*rx="8"/);
    expect(svg).toMatch(/<text [^>]*fill="#ffffff"[^>]*font-weight="700"[^>]*>DERTOUR<\/text>/);
    expect(svg).toContain(`fill="${wordmarkColour('DER')}"`);
    expect(svg).toMatch(/font-family="system-ui, [^"]*sans-serif"/);
  });

  it('escapes the name for XML, so a name can never add markup', () => {
    const { svg } = operatorWordmarkSvg(`A&B <script>alert(1)</script> "Tours" 'n' more`, 'XSS');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('A&amp;B &lt;script&gt;alert(1)&lt;/script&gt; &quot;Tours&quot; &apos;n&apos; more');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('stays one well-formed document with the name as its only text, whatever the name', () => {
    fc.assert(
      fc.property(RISKY_NAME, fc.string({ maxLength: 10 }), (name, code) => {
        const { svg } = operatorWordmarkSvg(name, code);
        const shape = SHAPE.exec(svg);
        expect(shape).not.toBeNull();
        const [, label, title, text] = shape ?? [];
        expect(label).toBe(title);
        expect(text).toBe(title);
        expect(BARE_AMPERSAND.test(svg)).toBe(false);
        // XML 1.0 forbids control characters other than tab, line feed and carriage return.
        // eslint-disable-next-line no-control-regex -- the characters under test
        expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(svg)).toBe(false);
      }),
    );
  });

  it('collapses whitespace and drops characters XML cannot hold', () => {
    expect(operatorWordmarkSvg('  Coral \n Travel\u0007 ').svg).toContain('<title>Coral Travel</title>');
  });

  it('fits the width to the name, within a minimum and a maximum, in whole pixels', () => {
    const short = operatorWordmarkSize('TUI');
    const medium = operatorWordmarkSize('Rainbow');
    const long = operatorWordmarkSize('Neckermann Reisen');
    expect(short.width).toBeGreaterThanOrEqual(64);
    expect(medium.width).toBeGreaterThan(short.width);
    expect(long.width).toBeGreaterThan(medium.width);
    expect(operatorWordmarkSize('W'.repeat(80)).width).toBe(320);
    expect(operatorWordmarkSize('Łódź Tours').width).toBe(operatorWordmarkSize('Lodz Tours').width);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const { width, height } = operatorWordmarkSize(name);
        expect(Number.isInteger(width)).toBe(true);
        expect(height).toBe(WORDMARK_HEIGHT);
        expect(operatorWordmarkSvg(name).width).toBe(width);
      }),
    );
  });

  it('squeezes the text into the box rather than letting it overflow', () => {
    const { svg, width } = operatorWordmarkSvg('W'.repeat(80));
    const textLength = Number(/textLength="([\d.]+)"/.exec(svg)?.[1]);
    expect(textLength).toBeLessThanOrEqual(width - 32);
    expect(svg).toContain('lengthAdjust="spacingAndGlyphs"');
  });

  it('gives each code its own colour, the same every time, with white text at 4.5:1 or better', () => {
    expect(wordmarkColour('DER')).toBe(wordmarkColour('DER'));
    expect(operatorWordmarkSvg('DERTOUR', 'DER').svg).toBe(operatorWordmarkSvg('DERTOUR', 'DER').svg);
    expect(new Set(['DER', 'FTI', 'TUI', 'ITK', 'RAI'].map(wordmarkColour)).size).toBe(5);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (code) => {
        const colour = wordmarkColour(code);
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('serves each logo under /img/partners/<code>', () => {
    expect(partnerImagePath('DER')).toBe('/img/partners/DER');
    expect(partnerImagePath('ALL_GER')).toBe('/img/partners/ALL_GER');
  });
});
