/**
 * Sliding-window counters (the "sliding window counter" approximation): each window keeps one
 * count, and a request is judged by this window's count plus the previous window's count weighted
 * by how much of it still overlaps the last `window` seconds. Unlike fixed windows, a client cannot
 * send twice the limit across a window boundary; unlike a log of timestamps, it costs two items.
 */
export interface RateLimitRule {
  /** Names the counter: `mail-ip`, `mail-to` … */
  readonly scope: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface WindowCounts {
  /** Hits in the previous window. */
  readonly previous: number;
  /** Hits in the current window, this request included. */
  readonly current: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Whole seconds until a request would be allowed again (0 when allowed). */
  readonly retryAfterSeconds: number;
}

export function windowStartMs(nowMs: number, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.floor(nowMs / windowMs) * windowMs;
}

/** The weighted count of the last `windowSeconds` at `nowMs`. */
export function slidingCount(counts: WindowCounts, nowMs: number, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  const elapsed = (nowMs - windowStartMs(nowMs, windowSeconds)) / windowMs;
  return counts.previous * (1 - elapsed) + counts.current;
}

/**
 * Whether the request (already counted in `current`) is within the limit and, if not, when the
 * next one would be, assuming the client sends nothing until then.
 */
export function decide(rule: RateLimitRule, counts: WindowCounts, nowMs: number): RateLimitDecision {
  if (slidingCount(counts, nowMs, rule.windowSeconds) <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  const windowMs = rule.windowSeconds * 1000;
  const start = windowStartMs(nowMs, rule.windowSeconds);
  // A new request is allowed once weighted previous + current + 1 ≤ limit.
  const room = rule.limit - counts.current - 1;
  let allowedAt: number;
  if (room >= 0 && counts.previous > 0) {
    allowedAt = start + (1 - room / counts.previous) * windowMs;
  } else {
    // Not within this window: next window, where this window's count becomes the weighted one.
    const fraction = counts.current > 0 ? Math.max(0, 1 - (rule.limit - 1) / counts.current) : 0;
    allowedAt = start + windowMs + fraction * windowMs;
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - nowMs) / 1000)) };
}
