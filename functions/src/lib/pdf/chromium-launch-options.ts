import type { LaunchOptions } from 'puppeteer-core';
import {
  DEFAULT_CHROMIUM_PATH,
  localChromiumPath as localPath,
  QUIET_CHROMIUM_FLAGS,
} from '@app/shared/local-chromium';

export { DEFAULT_CHROMIUM_PATH };

/** Bounds every DevTools call, so a wedged browser fails a render instead of hanging the Lambda. */
const PROTOCOL_TIMEOUT_MS = 30_000;

const LOCAL_FLAGS = [
  '--headless',
  ...QUIET_CHROMIUM_FLAGS,
  // One renderer process serves every page, so a new page skips starting a process (about half
  // of its cost). Isolating pages buys nothing here: every document is our own, offline and
  // without scripts. In Lambda, @sparticuz/chromium goes further with --single-process.
  '--renderer-process-limit=1',
];

/**
 * A second wall behind request interception. Chromium opens TCP connections on its own before any
 * request exists (preconnect hints, speculative connections to origins the preload scanner saw);
 * interception never sees those. Sending all traffic, loopback included, to a proxy port where
 * nothing listens means they cannot reach anything either.
 */
const OFFLINE_FLAGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--dns-prefetch-disable',
];

/** The Chromium the current process should use: system Chromium locally, @sparticuz/chromium in Lambda. */
export async function chromiumLaunchOptions(
  environment: Record<string, string | undefined> = process.env,
): Promise<LaunchOptions> {
  const common = {
    // A pipe instead of a debugging port: nothing else on the machine can attach to the browser.
    pipe: true,
    protocolTimeout: PROTOCOL_TIMEOUT_MS,
  } satisfies LaunchOptions;
  if (environment['AWS_LAMBDA_FUNCTION_NAME']) {
    // Imported only here: the package unpacks a 60 MB browser into /tmp, which local runs never need.
    const { default: chromium } = await import('@sparticuz/chromium');
    // PDFs need no WebGL; skipping SwiftShader saves unpacking it on every cold start.
    chromium.setGraphicsMode = false;
    return {
      ...common,
      executablePath: await chromium.executablePath(),
      args: [...chromium.args, ...OFFLINE_FLAGS],
      headless: 'shell',
    };
  }
  return {
    ...common,
    executablePath: localChromiumPath(environment),
    // Puppeteer adds a temporary --user-data-dir and deletes it when the browser exits.
    args: [...LOCAL_FLAGS, ...OFFLINE_FLAGS],
    headless: 'shell',
  };
}

export function localChromiumPath(environment: Record<string, string | undefined> = process.env): string {
  return localPath(environment);
}
