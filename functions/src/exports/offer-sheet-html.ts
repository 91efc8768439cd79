import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html/escape-html.ts';
import type { OfferSheet, SheetFact } from './offer-sheet.ts';
import { SHEET_TEXTS } from './sheet-texts.ts';

/** What the sheet shows as images: both `data:` URLs for the PDF; the photo may be its own URL on the site. */
export interface SheetImages {
  /** Undefined when the photo is missing or could not be inlined: the sheet is printed without it. */
  readonly photoSrc: string | undefined;
  readonly qrDataUrl: string;
}

// Colours of the site's design tokens (frontend/src/styles/tokens.css), as in the e-mails. Open Sans
// is the one font @sparticuz/chromium ships in Lambda; it has no star or arrow glyphs, so stars are
// drawn as SVG and routes use an en dash.
const STYLE = `
@page { size: A4; margin: 15mm; }
* { box-sizing: border-box; }
html { background: #f5f7fa; }
body { margin: 0 auto; max-width: 210mm; padding: 12mm 15mm; background: #ffffff; color: #17212b;
  font: 10.5pt/1.45 'Open Sans', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
@media print { html { background: none; } body { max-width: none; padding: 0; } }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 6mm;
  border-bottom: 2px solid #0b5cad; padding-bottom: 2mm; margin-bottom: 5mm; }
.brand { font-size: 14pt; font-weight: 700; color: #0b5cad; }
.printed { font-size: 8.5pt; color: #4b5563; }
h1 { margin: 0; font-size: 19pt; line-height: 1.2; }
.stars { display: inline-flex; gap: 0.6mm; margin-left: 2mm; vertical-align: 0.15em; }
.stars svg { width: 4mm; height: 4mm; fill: #f2a900; }
.place { margin: 1mm 0 4mm; color: #4b5563; font-size: 11pt; }
.top { display: flex; gap: 6mm; align-items: stretch; margin-bottom: 5mm; break-inside: avoid; }
.photo { flex: 0 0 105mm; width: 105mm; height: 70mm; object-fit: cover; border-radius: 2mm; }
.price { flex: 1 1 auto; padding: 4mm; border: 1px solid #0b5cad; border-radius: 2mm; background: #e6f0fa; }
.price-label { font-size: 9pt; color: #4b5563; text-transform: uppercase; letter-spacing: 0.03em; }
.price-lead { font-size: 22pt; font-weight: 700; line-height: 1.15; color: #0b5cad; }
.price-second { font-size: 13pt; font-weight: 600; }
.price-party { margin-top: 2mm; font-size: 9.5pt; }
.price-note { margin-top: 1mm; font-size: 8.5pt; color: #4b5563; }
.availability { margin-top: 3mm; font-size: 9pt; }
.facts { width: 100%; border-collapse: collapse; break-inside: avoid; }
.facts th, .facts td { text-align: left; vertical-align: top; padding: 1.4mm 0; border-bottom: 1px solid #d5dce5; }
.facts th { width: 38mm; padding-right: 3mm; color: #4b5563; font-weight: 600; }
.flights { margin-top: 5mm; break-inside: avoid; }
.flights p { margin: 0 0 1mm; }
.flights .label { font-weight: 600; }
.note { font-size: 8.5pt; color: #4b5563; }
footer { display: flex; gap: 5mm; align-items: center; margin-top: 6mm; padding-top: 4mm;
  border-top: 1px solid #d5dce5; break-inside: avoid; }
.qr { flex: 0 0 34mm; width: 34mm; height: 34mm; }
.link { margin: 1mm 0 3mm; font-size: 8pt; word-break: break-all; color: #0b5cad; }
.contact { margin: 0; font-size: 8.5pt; color: #4b5563; }
`;

/** The stylesheet's CSP hash: the HTML route allows this one `<style>` and no inline script or style attribute. */
export const SHEET_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const STAR_POINTS = '12,1.5 15.1,8.2 22.5,8.9 16.9,13.8 18.6,21 12,17.2 5.4,21 7.1,13.8 1.5,8.9 8.9,8.2';
const STAR = `<svg viewBox="0 0 24 24" aria-hidden="true"><polygon points="${STAR_POINTS}"/></svg>`;
// The left half of a star, for the half star some German operators give (4.5).
const HALF_STAR = `<svg viewBox="0 0 24 24" aria-hidden="true"><polygon points="12,1.5 12,17.2 5.4,21 7.1,13.8 1.5,8.9 8.9,8.2"/></svg>`;

function starsHtml(stars: number | undefined): string {
  if (stars === undefined) return '';
  const whole = Math.floor(stars);
  const half = stars - whole >= 0.5;
  const label = String(stars).replace('.', ',');
  return `<span class="stars" role="img" aria-label="${escapeHtml(`${label}/5`)}">${STAR.repeat(whole)}${half ? HALF_STAR : ''}</span>`;
}

function rows(facts: readonly SheetFact[]): string {
  return facts
    .map((fact) => `<tr><th scope="row">${escapeHtml(fact.label)}</th><td>${escapeHtml(fact.value)}</td></tr>`)
    .join('');
}

function photoHtml(sheet: OfferSheet, src: string | undefined): string {
  if (!src) return '';
  const { width, height } = sheet.photo ?? {};
  const size = width && height ? ` width="${escapeHtml(width)}" height="${escapeHtml(height)}"` : '';
  return `<img class="photo" src="${escapeHtml(src)}" alt="${escapeHtml(sheet.title)}"${size}>`;
}

function priceHtml(price: OfferSheet['price']): string {
  const line = (className: string, text: string | undefined) =>
    text === undefined ? '' : `<div class="${className}">${escapeHtml(text)}</div>`;
  return (
    line('price-label', price.label) +
    line('price-lead', price.lead) +
    line('price-second', price.second) +
    line('price-party', price.party) +
    line('price-note', price.childrenNote)
  );
}

/**
 * The printable offer sheet (PRINT-01..04), one A4 page: one function for the HTML route (printed by
 * the site from an iframe) and the PDF. Every value is escaped; there is no script, no external
 * font or stylesheet, and no inline style attribute, so a strict CSP holds and a value that slipped
 * through could never load or run anything.
 */
export function offerSheetHtml(sheet: OfferSheet, images: SheetImages): string {
  const texts = SHEET_TEXTS[sheet.locale];
  const { brand } = sheet;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(sheet.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${texts.offer}: ${sheet.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><span class="brand">${escapeHtml(brand.name)}</span><span class="printed">${escapeHtml(sheet.printedAt.label)}: ${escapeHtml(sheet.printedAt.value)}</span></header>
<main>
<h1>${escapeHtml(sheet.title)}${starsHtml(sheet.stars)}</h1>
${sheet.place ? `<p class="place">${escapeHtml(sheet.place)}</p>` : ''}
<div class="top">
${photoHtml(sheet, images.photoSrc)}
<section class="price">${priceHtml(sheet.price)}<div class="availability">${escapeHtml(sheet.availability.label)}: ${escapeHtml(sheet.availability.value)}</div></section>
</div>
<table class="facts"><tbody>${rows(sheet.facts)}</tbody></table>
${
  sheet.flights.length
    ? `<section class="flights">${sheet.flights
        .map((flight) => `<p><span class="label">${escapeHtml(flight.label)}:</span> ${escapeHtml(flight.value)}</p>`)
        .join('')}${sheet.flightsNote ? `<p class="note">${escapeHtml(sheet.flightsNote)}</p>` : ''}</section>`
    : ''
}
</main>
<footer>
<img class="qr" src="${escapeHtml(images.qrDataUrl)}" alt="${escapeHtml(sheet.offerUrl)}">
<div>
<p class="contact">${escapeHtml(sheet.scanText)}</p>
<p class="link">${escapeHtml(sheet.offerUrl)}</p>
<p class="contact"><strong>${escapeHtml(brand.name)}</strong> · ${escapeHtml(sheet.siteHost)} – ${escapeHtml(brand.about)}<br>${escapeHtml(brand.officeHoursLabel)}: ${escapeHtml(brand.officeHours)}</p>
</div>
</footer>
</body>
</html>
`;
}
