import DOMPurify from 'dompurify';

/** Simple formatting only: a description is prose, never layout, links, images or scripts. */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'h3', 'h4'];

/** Something that looks like an opening or closing tag; "a < b" or "<5 km" does not. */
const HTML_TAG = /<\/?[a-z][^>]*>/i;

export type DescriptionContent =
  | { readonly kind: 'html'; readonly html: string }
  | { readonly kind: 'paragraphs'; readonly paragraphs: readonly string[] };

function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Only the allowed tags survive, with no attributes at all, so no `on…` handler, style or link is left. */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * How to show a description from the feed: operators send either HTML or plain text with line
 * breaks. HTML is sanitised before it reaches the page; plain text becomes one paragraph a line.
 * Where there is no DOM (the server render) DOMPurify would return its input untouched, so the tags
 * are dropped instead and React escapes what is left.
 */
export function descriptionContent(text: string): DescriptionContent {
  if (!HTML_TAG.test(text)) return { kind: 'paragraphs', paragraphs: paragraphsOf(text) };
  if (!DOMPurify.isSupported) return { kind: 'paragraphs', paragraphs: paragraphsOf(text.replace(/<[^>]*>/g, '\n')) };
  return { kind: 'html', html: sanitizeDescription(text) };
}
