import type { ReadProgress } from '@app/functions/lib/offer-engine/feed/feed-reader';

/** One carriage-returned status line: rows, rows/s and the ETA from the bytes read so far. */
export function formatProgress(
  file: string,
  progress: ReadProgress,
  startedMs: number,
  nowMs = performance.now(),
): string {
  const seconds = Math.max(0.001, (nowMs - startedMs) / 1000);
  const rate = progress.rows / seconds;
  const done = progress.totalBytes === 0 ? 1 : progress.bytes / progress.totalBytes;
  const eta = done > 0 ? (seconds / done) * (1 - done) : 0;
  return `\r${file}: ${progress.rows.toLocaleString('en')} rows, ${Math.round(rate).toLocaleString('en')} rows/s, ${Math.round(done * 100)}%, ETA ${eta.toFixed(0)} s   `;
}
