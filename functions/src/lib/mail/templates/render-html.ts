import type { BrandTexts } from './brand.ts';
import type { FactRow, MailBlock } from './blocks.ts';
import { cleanText } from './clean-text.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import { safeHttpUrl } from './html.ts';

// Colours of the site's design tokens (frontend/src/styles/tokens.css). Mail clients ignore
// <style> blocks and CSS variables unevenly, so every rule is inline.
const COLOR = {
  page: '#f5f7fa',
  surface: '#ffffff',
  text: '#17212b',
  muted: '#4b5563',
  border: '#d5dce5',
  brand: '#0b5cad',
  brandTint: '#e6f0fa',
  onBrand: '#ffffff',
  footer: '#102a43',
  footerText: '#e6edf5',
} as const;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Escaped text with its line breaks kept. */
function multiline(text: string): string {
  return escapeHtml(cleanText(text)).replace(/\n/g, '<br>');
}

function anchor(href: string, innerHtml: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLOR.brand};word-break:break-word;">${innerHtml}</a>`;
}

function factRowHtml(row: FactRow): string {
  const href = row.href === undefined ? undefined : safeHttpUrl(row.href);
  const value = href === undefined ? multiline(row.value) : anchor(href, multiline(row.value));
  const cell = `padding:6px 0;border-bottom:1px solid ${COLOR.border};vertical-align:top;`;
  return (
    `<tr><th scope="row" align="left" style="${cell}padding-right:12px;width:40%;color:${COLOR.muted};` +
    `font-weight:bold;">${multiline(row.label)}</th><td style="${cell}">${value}</td></tr>`
  );
}

function buttonHtml(label: string, href: string, brand: BrandTexts): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
    `<td bgcolor="${COLOR.brand}" style="border-radius:4px;background-color:${COLOR.brand};">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};` +
    `font-size:16px;font-weight:bold;color:${COLOR.onBrand};text-decoration:none;">${multiline(label)}</a>` +
    `</td></tr></table>` +
    `<p style="margin:0 0 16px;font-size:13px;color:${COLOR.muted};">${escapeHtml(brand.buttonFallback)}<br>` +
    `${anchor(href, escapeHtml(href))}</p>`
  );
}

export function blockHtml(block: MailBlock, brand: BrandTexts): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${COLOR.text};">${multiline(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${multiline(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;color:${COLOR.muted};">${multiline(block.text)}</p>`;
    case 'quote':
      return (
        `<p style="margin:0 0 4px;font-weight:bold;">${multiline(block.label)}:</p>` +
        `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLOR.brand};` +
        `background-color:${COLOR.brandTint};">${multiline(block.text)}</div>`
      );
    case 'facts':
      return (
        `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;` +
        `border-collapse:collapse;font-size:15px;">${block.rows.map(factRowHtml).join('')}</table>`
      );
    case 'button': {
      const href = safeHttpUrl(block.href);
      return href === undefined ? '' : buttonHtml(block.label, href, brand);
    }
    case 'link': {
      const href = safeHttpUrl(block.href);
      return href === undefined
        ? ''
        : `<p style="margin:0 0 12px;font-size:13px;color:${COLOR.muted};">${multiline(block.text)} ${anchor(href, escapeHtml(href))}</p>`;
    }
  }
}

/**
 * A table-based page: mail clients (Outlook above all) lay out tables reliably and ignore much of
 * modern CSS. No images, fonts or stylesheets are loaded, so nothing is blocked or tracks opens.
 */
export function renderHtml(input: {
  lang: string;
  title: string;
  blocks: readonly MailBlock[];
  brand: BrandTexts;
}): string {
  const { brand } = input;
  const body = input.blocks.map((block) => blockHtml(block, brand)).join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOR.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${COLOR.surface};border:1px solid ${COLOR.border};">
<tr><td style="padding:20px 24px;background-color:${COLOR.brand};color:${COLOR.onBrand};font-family:${FONT};font-size:22px;font-weight:bold;">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLOR.text};">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background-color:${COLOR.footer};color:${COLOR.footerText};font-family:${FONT};font-size:13px;line-height:1.5;">
<strong>${escapeHtml(brand.name)}</strong> – ${escapeHtml(brand.about)}<br>
${escapeHtml(brand.officeHoursLabel)}: ${escapeHtml(brand.officeHours)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
