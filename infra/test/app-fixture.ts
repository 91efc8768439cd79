import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildApp, type AppStacks } from '../lib/build-app.ts';

export interface TestApp {
  readonly app: App;
  readonly stacks: AppStacks;
  readonly outdir: string;
  readonly cleanup: () => void;
}

/** CDK context that skips Lambda bundling, for tests that never look at the API stack. */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] } as const;

/** A directory that never exists: the app is built as on a fresh checkout (no `npm run build`). */
export const NO_SITE = join(tmpdir(), 'travel-offers-no-such-dist');

/** A temp dir with an App built into it; the CDK writes the cloud assembly there, not to cdk.out. */
export function createTestApp(options: { siteDir?: string; context?: Record<string, unknown> } = {}): TestApp {
  const outdir = mkdtempSync(join(tmpdir(), 'travel-offers-cdk-'));
  const app = new App({ outdir, context: options.context });
  const stacks = buildApp(app, { siteDir: options.siteDir ?? NO_SITE });
  return { app, stacks, outdir, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** A minimal front-end build (index.html + one hashed asset), as `vite build` leaves it. */
export function createFakeSite(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'travel-offers-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>test</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("test");');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
