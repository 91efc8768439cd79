import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import type { MessageId } from './message-id.ts';

/** A catalogue as react-intl holds it after parsing: what production builds ship (./messages-plugin.ts). */
export type ParsedMessages = Readonly<Record<MessageId, MessageFormatElement[]>>;

/**
 * Parses every message once, at build time, exactly as react-intl would in the browser: the same
 * parser with the same options (the locale only matters to date skeletons such as `j`).
 */
export function compileMessages(messages: Readonly<Record<string, string>>, localeTag: string): ParsedMessages {
  const locale = new Intl.Locale(localeTag);
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text, { locale })]),
  ) as ParsedMessages;
}
