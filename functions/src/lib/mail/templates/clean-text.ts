/**
 * Normalises text for a mail body: Windows and old Mac line ends become `\n`, and control
 * characters other than line feed and tab are removed (a NUL or an escape sequence has no place
 * in a message and some clients mangle the whole part around it).
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}
