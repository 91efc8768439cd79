import type { Locale } from '@app/shared/locale';

/** What the interface shows for a key the active catalogue lacks (spec §1, §8). */
export const TRANSLATION_MISSING = 'Translation missing';

/** The catalogues of every language; Polish, the reference, has every key. */
export type Catalogues<M extends Readonly<Record<string, string>>> = Readonly<Record<Locale, Partial<M>> & { pl: M }>;

/**
 * The messages of one locale, every key of the Polish reference present: a missing text becomes
 * 'Translation missing'. The catalogues are passed in (app/intl/catalogues.ts in the app), so lib
 * does not depend on the folders whose words they hold.
 */
export function buildMessages<M extends Readonly<Record<string, string>>>(
  locale: Locale,
  catalogues: Catalogues<M>,
): M {
  const active: Partial<M> = catalogues[locale];
  return Object.fromEntries(Object.keys(catalogues.pl).map((id) => [id, active[id] ?? TRANSLATION_MISSING])) as M;
}
