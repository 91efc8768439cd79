let zone: string | undefined;

/**
 * The visitor's time zone: the date picker and "today" work in local days (decision D3). Read once,
 * since building an `Intl.DateTimeFormat` costs milliseconds on a phone.
 */
export function browserTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
