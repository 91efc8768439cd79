import { foldDiacritics } from '../text.ts';

/**
 * Regular-expression special characters. Spec §5 says they are removed (not escaped) from the
 * search boxes of destinations, operators, facilities and airports, so "Kos(" searches as "Kos".
 * The hyphen and the slash stay: they are only special inside a class or a literal, and real names
 * carry them ("Berlin-Brandenburg", "Karlsruhe/Baden-Baden").
 */
const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|]/g;

export function sanitizeSearch(text: string): string {
  return text.replace(REGEX_SPECIAL, '');
}

/** The comparable form of a search text: special characters removed, folded (Ł → l), trimmed. */
export function searchTerm(text: string): string {
  return foldDiacritics(sanitizeSearch(text)).trim();
}

/** True when the folded `term` occurs in any of the given texts; an empty term matches everything. */
export function matchesTerm(term: string, ...texts: readonly string[]): boolean {
  return term === '' || texts.some((text) => foldDiacritics(text).includes(term));
}
