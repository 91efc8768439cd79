import type { Locale } from '@app/shared/locale';
import pl from 'virtual:intl-messages/pl';
import type { ParsedMessages } from './compile-messages.ts';
import type { Messages } from './message-id.ts';

/** One locale's complete catalogue: pre-parsed in builds, strings in dev and tests (./messages-plugin.ts). */
export type CompiledMessages = Messages | ParsedMessages;

/** Polish, the default, ships with the page; English and German are fetched when someone chooses them. */
export const DEFAULT_MESSAGES: CompiledMessages = pl;

const IMPORTS: Readonly<Record<Locale, () => Promise<{ default: CompiledMessages }>>> = {
  pl: () => Promise.resolve({ default: pl }),
  en: () => import('virtual:intl-messages/en'),
  de: () => import('virtual:intl-messages/de'),
};

const loaded = new Map<Locale, CompiledMessages>([['pl', pl]]);

/** The catalogue of a locale if it is already at hand. */
export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  return loaded.get(locale);
}

/** Fetches a locale's catalogue once; a failed fetch (offline) is not remembered, so the next call tries again. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const messages = loaded.get(locale) ?? (await IMPORTS[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}
