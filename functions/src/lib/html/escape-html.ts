const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes a value for HTML text and for quoted attribute values. Every value from a booking, an
 * offer or a user goes through this before it is placed into a template, so it can only ever be
 * text, never markup or an attribute that loads something.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
