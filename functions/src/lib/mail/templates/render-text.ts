import type { BrandTexts } from './brand.ts';
import type { FactRow, MailBlock } from './blocks.ts';
import { cleanText } from './clean-text.ts';
import { safeHttpUrl } from './html.ts';

/** Continuation lines of a multi-line value are indented so they stay under their label. */
function indentFollowingLines(text: string, indent: string): string {
  return text.replace(/\n/g, `\n${indent}`);
}

function factRowText(row: FactRow): string {
  const value = cleanText(row.value);
  const href = row.href === undefined ? undefined : safeHttpUrl(row.href);
  // Plain text cannot hide a URL behind a label, so a link is shown unless it is the value itself.
  const shown = href === undefined || href === value || row.href === value ? value : `${value} <${href}>`;
  return `${cleanText(row.label)}: ${indentFollowingLines(shown, '  ')}`;
}

export function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading': {
      const text = cleanText(block.text);
      return `${text}\n${'-'.repeat(Math.min(Array.from(text).length, 72))}`;
    }
    case 'paragraph':
    case 'note':
      return cleanText(block.text);
    case 'quote': {
      const quoted = cleanText(block.text)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
      return `${cleanText(block.label)}:\n${quoted}`;
    }
    case 'facts':
      return block.rows.map(factRowText).join('\n');
    case 'button': {
      const href = safeHttpUrl(block.href);
      return href === undefined ? '' : `${cleanText(block.label)}: ${href}`;
    }
    case 'link': {
      const href = safeHttpUrl(block.href);
      return href === undefined ? '' : `${cleanText(block.text)} ${href}`;
    }
  }
}

/** The plain-text part: the same blocks, then a signature separated by the usual `-- ` line. */
export function renderText(input: { blocks: readonly MailBlock[]; brand: BrandTexts }): string {
  const { brand } = input;
  const body = input.blocks
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n\n');
  return `${brand.name}\n\n${body}\n\n-- \n${brand.name} – ${brand.about}\n${brand.officeHoursLabel}: ${brand.officeHours}\n`;
}
