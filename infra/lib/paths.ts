import { fileURLToPath } from 'node:url';

/**
 * Absolute paths the CDK app needs. They are derived from this file's location rather than the
 * working directory, because `cdk synth` runs from the repo root while vitest runs per project.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LOCK_FILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** The handler of an endpoint group: `functions/src/<group>/handler.ts`, exporting `handler`. */
export function handlerEntry(group: string): string {
  return fileURLToPath(new URL(`../../functions/src/${group}/handler.ts`, import.meta.url));
}
