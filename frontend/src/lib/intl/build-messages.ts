import type { Locale } from '@app/shared/locale';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { pl, type MessageId, type Messages } from './messages/pl.ts';

/** What the interface shows for a key the active catalogue lacks (spec §1, §8). */
export const TRANSLATION_MISSING = 'Translation missing';

export const CATALOGUES: Readonly<Record<Locale, Messages>> = { pl, en, de };

export const MESSAGE_IDS = Object.keys(pl) as MessageId[];

/** The messages of one locale, every key present: a missing text becomes 'Translation missing'. */
export function buildMessages(
  locale: Locale,
  catalogues: Readonly<Record<Locale, Partial<Messages>>> = CATALOGUES,
): Messages {
  const active = catalogues[locale];
  return Object.fromEntries(MESSAGE_IDS.map((id) => [id, active[id] ?? TRANSLATION_MISSING])) as Messages;
}
