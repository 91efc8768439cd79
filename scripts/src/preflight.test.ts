import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm start preflight', () => {
  it('reports a missing Java in one clear line with the fix, and starts nothing', () => {
    // A PATH holding only node: no java.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/src/start.ts'), '--ephemeral', '--no-build'],
      {
        env: { PATH: bin, HOME: process.env['HOME'] ?? '/tmp' },
        encoding: 'utf8',
        timeout: 60_000,
        killSignal: 'SIGKILL',
      },
    );
    rmSync(bin, { recursive: true, force: true });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('✖'));
    expect(lines).toEqual([
      expect.stringMatching(/^✖ Java 17\+ is needed .* Fix: sudo apt-get install -y openjdk-17-jre-headless/),
    ]);
  });
});
