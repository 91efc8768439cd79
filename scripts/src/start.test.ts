import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** PIDs of stand-in processes (DynamoDB Local's Java, cognito-local) alive right now. */
function standInPids(): Set<number> {
  const pids = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('DynamoDBLocal') || cmdline.includes('cognito-local')) pids.add(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

describe('npm start', () => {
  it('serves the site and API, and Ctrl-C stops every child process', async () => {
    const before = standInPids();
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
    const started = [...standInPids()].filter((pid) => !before.has(pid));
    expect(started.length).toBe(2);

    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
    expect(code).toBe(0);
    expect(started.filter((pid) => standInPids().has(pid))).toEqual([]);
  }, 120_000);
});
