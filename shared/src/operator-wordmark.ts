/**
 * Operators' logos (API-27). We hold no operator's real logo file, so each operator is shown as a
 * wordmark drawn from its brand name: white bold letters on a rounded rectangle whose colour comes
 * from the operator's code, the same on every request and darkened until the text reaches 4.5:1
 * (WCAG AA, ui.md). Pure: the server draws the SVG and the site sizes its <img> from the same numbers.
 */

/** Intrinsic height of every wordmark in px; pages scale it (24 px beside a name). */
export const WORDMARK_HEIGHT = 40;
const FONT_SIZE = 18;
const PADDING_X = 16;
const MIN_WIDTH = 64;
/** A very long name is squeezed into this width rather than drawn as a banner. */
const MAX_WIDTH = 320;
const TEXT_COLOUR = '#ffffff';
const MIN_CONTRAST = 4.5;
/**
 * The site's font stack (frontend/src/styles/tokens.css); the width estimate assumes Arial Bold's
 * metrics. It holds no double quote, so it goes into the attribute as it is.
 */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Advance widths of Arial Bold in 1/1000 em, by character; others fall back below. */
const ADVANCE: Readonly<Record<string, number>> = {
  ...widths(' ', 278),
  ...widths('!.,:;ijlI|', 278),
  ...widths("'", 238),
  ...widths('"', 474),
  ...widths('-()[]ft/', 333),
  ...widths('r', 389),
  ...widths('z', 500),
  ...widths('0123456789acesvxykJ?#$_', 556),
  ...widths('bdghnopquFLTZ', 611),
  ...widths('+=<>', 584),
  ...widths('EPSVXYK', 667),
  ...widths('ABCDHNRU&w', 722),
  ...widths('GOQ', 778),
  ...widths('M', 833),
  ...widths('m', 889),
  ...widths('W', 944),
  ...widths('%@', 889),
};
const DEFAULT_ADVANCE = 667;
/** CJK and other wide scripts. */
const WIDE_ADVANCE = 1000;

function widths(chars: string, advance: number): Record<string, number> {
  return Object.fromEntries([...chars].map((char) => [char, advance]));
}

export interface Wordmark {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** The name as it is drawn: whitespace collapsed, characters XML 1.0 cannot hold removed. */
function displayName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function advanceOf(char: string): number {
  const known = ADVANCE[char];
  if (known !== undefined) return known;
  // A letter with diacritics is as wide as its base letter (Ł as L, é as e).
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
  const folded = base === 'ł' ? 'l' : base === 'Ł' ? 'L' : base;
  if (folded !== char && ADVANCE[folded] !== undefined) return ADVANCE[folded];
  return (char.codePointAt(0) ?? 0) >= 0x2e80 ? WIDE_ADVANCE : DEFAULT_ADVANCE;
}

/** The estimated width in px of `text` in bold at FONT_SIZE. */
function textWidth(text: string): number {
  let units = 0;
  for (const char of text) units += advanceOf(char);
  return (units * FONT_SIZE) / 1000;
}

/** Width and height of the wordmark of `name`, without drawing it: what an <img> needs to reserve. */
export function operatorWordmarkSize(name: string): { width: number; height: number } {
  const width = Math.ceil(textWidth(displayName(name)) + 2 * PADDING_X);
  return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)), height: WORDMARK_HEIGHT };
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The operator's wordmark as an SVG document. `code` picks the colour (the name when absent), so
 * two operators with similar names still look different and a renamed brand keeps its colour.
 */
export function operatorWordmarkSvg(name: string, code: string = name): Wordmark {
  const text = displayName(name);
  const { width, height } = operatorWordmarkSize(text);
  const textLength = Math.min(textWidth(text), width - 2 * PADDING_X);
  // The baseline sits half the cap height (≈ 0.72 em) below the middle, so capitals are centred.
  const baseline = round(height / 2 + (0.72 * FONT_SIZE) / 2);
  const label = escapeXml(text);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="${width}" height="${height}" rx="8" ry="8" fill="${wordmarkColour(code)}"/>` +
    `<text x="${round(width / 2)}" y="${baseline}" fill="${TEXT_COLOUR}" font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}" font-weight="700" text-anchor="middle" textLength="${round(textLength)}" lengthAdjust="spacingAndGlyphs">${label}</text>` +
    `</svg>`;
  return { svg, width, height };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * FNV-1a, then MurmurHash3's finaliser: a small, stable hash, the same in every runtime. Without the
 * finaliser short codes that differ in one letter land on neighbouring hues.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

/** The background colour of a code's wordmark (#rrggbb): its own hue, dark enough for white text. */
export function wordmarkColour(code: string): string {
  // Yellows and yellow-greens (40°–100°) only reach 4.5:1 as muddy olive, so no code gets them.
  const spread = hash(code) % 300;
  const hue = spread < 40 ? spread : spread + 60;
  for (let lightness = 45; lightness > 0; lightness -= 1) {
    const colour = hslToHex(hue, 0.65, lightness / 100);
    if (contrastRatio(colour, TEXT_COLOUR) >= MIN_CONTRAST) return colour;
  }
  return '#000000';
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
