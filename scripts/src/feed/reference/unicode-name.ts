/**
 * The accent-free lower-case form of a name used by the text searches of spec §3. NFD splits most
 * Latin letters into base + combining mark; ł, đ, ħ, ø, ß, æ/œ and the dotless ı have no decomposition, so they are
 * mapped explicitly.
 */
const UNDECOMPOSABLE: Record<string, string> = { ł: 'l', đ: 'd', ħ: 'h', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

export function toUnicodeName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđħøßæœı]/g, (letter) => UNDECOMPOSABLE[letter] ?? letter);
}
