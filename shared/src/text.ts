/**
 * Folds a text for accent-insensitive search and sorting (spec §3 unicodeName): lower case,
 * combining marks removed. Some letters do not decompose under NFD (Polish ł, German ß, Danish ø),
 * so they are mapped explicitly.
 */
const NON_DECOMPOSING: Readonly<Record<string, string>> = {
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
};

export function foldDiacritics(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łßøđħıæœ]/g, (letter) => NON_DECOMPOSING[letter] ?? letter);
}

/** Alphabetical order with diacritics folded (spec §3: main regions and subregions). */
export function compareFolded(a: string, b: string): number {
  const left = foldDiacritics(a);
  const right = foldDiacritics(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` escaped so no text can close the
 * element or open a comment, U+2028/2029 escaped for old JavaScript parsers. Still valid JSON.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
