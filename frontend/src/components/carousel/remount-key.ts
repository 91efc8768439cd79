/**
 * A short, stable key for what a carousel shows. Splide copies slides into clones once, when it
 * mounts, so the carousel is mounted afresh whenever its slides, options or language change.
 */
export function remountKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  // FNV-1a, 32 bits: only has to tell different contents apart in one place on one page.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
