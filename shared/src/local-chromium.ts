/**
 * The system Chromium of local runs and CI — PDFs, browser journeys, benchmarks — found by one rule
 * and started with one set of flags. `CHROME_PATH` (or `CHROMIUM_PATH`) points elsewhere.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function localChromiumPath(environment: Readonly<Record<string, string | undefined>>): string {
  return environment['CHROME_PATH'] || environment['CHROMIUM_PATH'] || DEFAULT_CHROMIUM_PATH;
}

/** A quiet browser that starts on any machine. */
export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  // Containers and CI run as root without user namespaces, where the sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // No update checks, field trials or sync: the browser stays quiet and starts faster.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers give /dev/shm little room; temporary files go to /tmp instead.
  '--disable-dev-shm-usage',
];
