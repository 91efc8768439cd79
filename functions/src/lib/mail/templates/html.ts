/**
 * The URL to use in an `href`, or undefined when the value must not become a link: anything but
 * http(s) (`javascript:`, `data:`, `mailto:` …), unparsable text, and URLs carrying credentials,
 * whose `https://bank.example@evil.example/` form is a classic way to disguise the real host.
 */
export function safeHttpUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}
