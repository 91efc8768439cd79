/**
 * Runs the outbox sender on a timer under `npm start`, as the EventBridge schedule does in AWS
 * (there every minute; here every few seconds, so local e-mails arrive while one waits). Runs
 * never overlap, and a failed run is logged and the next one tries again.
 */
export function startOutboxPump(intervalMs: number, run: () => Promise<unknown>): { stop(): Promise<void> } {
  let current: Promise<void> | undefined;
  let stopped = false;
  const tick = (): void => {
    if (current || stopped) return;
    current = run()
      .then(() => undefined)
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'error', msg: 'outbox run failed', error: String(error) })),
      )
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
