import { HEALTH_CHECKS, type HealthResponse } from '@app/shared/health';

export type HealthCheckName = (typeof HEALTH_CHECKS)[number];
export type HealthProbe = (signal: AbortSignal) => Promise<unknown>;

/** A dependency that does not answer within this time counts as failed. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

/**
 * Runs every probe in parallel, each with its own timeout. The answer names only the check and
 * the error class, never endpoints or credentials.
 */
export async function runHealthChecks(
  probes: Readonly<Record<HealthCheckName, HealthProbe>>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthResponse> {
  const entries = await Promise.all(
    HEALTH_CHECKS.map(async (name) => [name, await runProbe(probes[name], timeoutMs)] as const),
  );
  const checks = Object.fromEntries(entries) as HealthResponse['checks'];
  const status = Object.values(checks).every((result) => result === 'ok') ? 'ok' : 'error';
  return { status, checks };
}

async function runProbe(probe: HealthProbe, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timeout'));
      controller.abort();
    }, timeoutMs);
  });
  try {
    await Promise.race([probe(controller.signal), timeout]);
    return 'ok';
  } catch (error) {
    const reason = error instanceof Error ? (error.name === 'Error' ? error.message : error.name) : 'unknown';
    return `failed: ${reason}`;
  } finally {
    clearTimeout(timer);
  }
}
