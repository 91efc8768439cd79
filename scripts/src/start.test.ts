import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * PIDs of stand-in processes (DynamoDB Local's Java, cognito-local) started by `root` or its
 * descendants. Other test files start stacks of their own meanwhile, so counting every stand-in on
 * the machine would be a race.
 */
function standInPidsOf(root: number): Set<number> {
  const parent = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name in field 2 may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // the process ended meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parent.get(pid), steps = 0; at !== undefined && at > 1 && steps < 64; at = parent.get(at), steps++)
      if (at === root) return true;
    return false;
  };
  const pids = new Set<number>();
  for (const [pid, command] of commands)
    if ((command.includes('DynamoDBLocal') || command.includes('cognito-local')) && descends(pid)) pids.add(pid);
  return pids;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('serves the site and API, and Ctrl-C stops every child process', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/src/start.ts'), '--ephemeral', '--no-build'],
      {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', FEED_OFFERS: '2000', LOG_REQUESTS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const site = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error(`not started: ${output}`)), 90_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /API:\s+(http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1] && output.includes('Ctrl-C stops everything')) {
          clearTimeout(timer);
          resolveUrl(match[1]);
        }
      });
    });
    expect(output).toContain('agent@demo-travel.pl');
    expect((await fetch(`${site}/health`)).status).toBe(200);
    const started = [...standInPidsOf(child.pid ?? -1)];
    expect(started.length).toBe(2);

    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
    expect(code).toBe(0);
    expect(started.filter(alive)).toEqual([]);
  }, 120_000);
});
