import type { Locale } from '@app/shared/locale';
import { sanitizeHeaderValue } from '../header-value.ts';
import { BRAND_TEXTS } from './brand.ts';
import type { MailBlock, MailContent } from './blocks.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';

/**
 * Wraps the blocks in the branded layout, in HTML and in plain text. The subject is sanitised here,
 * once for every template, because it is built from values the visitor typed.
 */
export function renderMail(input: { locale: Locale; subject: string; blocks: readonly MailBlock[] }): MailContent {
  const brand = BRAND_TEXTS[input.locale];
  const subject = sanitizeHeaderValue(input.subject);
  return {
    subject,
    html: renderHtml({ lang: input.locale, title: subject, blocks: input.blocks, brand }),
    text: renderText({ blocks: input.blocks, brand }),
  };
}

export function greetingBlock(locale: Locale): MailBlock {
  return { kind: 'paragraph', text: BRAND_TEXTS[locale].greeting };
}

export function signOffBlock(locale: Locale): MailBlock {
  return { kind: 'paragraph', text: BRAND_TEXTS[locale].signOff.join('\n') };
}
