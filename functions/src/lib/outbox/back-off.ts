/**
 * When the outbox tries a failed e-mail again: exponential back-off from 30 s, doubling up to an
 * hour, with "equal jitter" (half the delay fixed, half random) so that e-mails which failed
 * together during an SES outage do not all come back in the same second. Ten attempts span about
 * three hours; after that the entry is given up as `error`, where the office can see it.
 */
export const MAX_SEND_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The delay after the `failedAttempts`-th failed attempt (1-based); `random` returns [0, 1). */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type AfterFailure = { readonly status: 'pending'; readonly nextAttemptAt: Date } | { readonly status: 'error' };

/**
 * What happens to an entry after a failed attempt. A permanent failure (SES refused the message
 * itself) is not retried: the same request would be refused again.
 */
export function afterFailedAttempt(
  attempts: number,
  permanent: boolean,
  now: Date,
  random: () => number = Math.random,
): AfterFailure {
  if (permanent || attempts >= MAX_SEND_ATTEMPTS) return { status: 'error' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, random)) };
}
