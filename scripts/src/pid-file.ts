import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Remembers the PIDs of Java and cognito-local, so a start after a crash (or `kill -9` of the
 * orchestrator) can stop what the previous run left behind.
 */
export function killLeftovers(file: string): number {
  if (!existsSync(file)) return 0;
  let killed = 0;
  try {
    const pids = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    for (const pid of Array.isArray(pids) ? pids : []) {
      if (typeof pid !== 'number' || !isOurs(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
        killed++;
      } catch {
        // already gone
      }
    }
  } finally {
    rmSync(file, { force: true });
  }
  return killed;
}

/** Only kill a process that still is one of ours (a PID may have been reused). */
function isOurs(pid: number): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('DynamoDBLocal') || cmdline.includes('cognito-local');
  } catch {
    return false;
  }
}

export function writePids(file: string, pids: readonly number[]): void {
  writeFileSync(file, JSON.stringify(pids));
}
