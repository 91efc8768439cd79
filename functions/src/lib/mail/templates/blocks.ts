/**
 * The content of an e-mail as plain-text blocks. Templates never write markup: the HTML and the
 * text renderers build both parts from the same blocks, so the parts cannot drift apart and every
 * value, trusted or not, goes through the same escaping and link checks.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Small print under the main content. */
  | { kind: 'note'; text: string }
  /** A visitor's own words, kept with their line breaks, under `label` and a colon. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'facts'; rows: readonly FactRow[] }
  /** The main call to action; dropped when `href` is not an http(s) URL. */
  | { kind: 'button'; label: string; href: string }
  /** A sentence followed by a URL; dropped when `href` is not an http(s) URL. */
  | { kind: 'link'; text: string; href: string };

/** One label/value line; with `href`, the value links there when `href` is an http(s) URL. */
export type FactRow = { label: string; value: string; href?: string };

export type MailContent = { subject: string; html: string; text: string };

/** Leaves out facts the visitor did not give, so acknowledgements do not list empty fields. */
export function presentRows(rows: readonly (FactRow | undefined)[]): FactRow[] {
  return rows.filter((row): row is FactRow => row !== undefined && row.value.trim() !== '');
}

/** A row for an optional value: undefined when the value is missing. */
export function optionalRow(
  label: string,
  value: string | number | null | undefined,
  href?: string,
): FactRow | undefined {
  if (value === null || value === undefined) return undefined;
  return href === undefined ? { label, value: String(value) } : { label, value: String(value), href };
}
