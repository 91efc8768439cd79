import './quiet-sdk.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_USERS } from '@app/functions/local/demo-users';
import { startLocalStack, type LocalStack } from '@app/functions/local/local-stack';
import { stopChild } from '@app/functions/local/stand-ins';
import { localCsrfSecret } from './local-secrets.ts';
import { killLeftovers, writePids } from './pid-file.ts';
import { chromiumMissing, javaMissing } from './preflight.ts';
import { ensureHotelPages } from './ensure-hotel-pages.ts';
import { ensureOffers } from './ensure-offers.ts';
import { seedAll } from './seed/seed.ts';

/**
 * `npm start`: the whole product on local stand-ins for AWS, supervised. Flags:
 *   --fresh      wipe .local/ (DynamoDB, S3, Cognito state) first
 *   --dev        Vite with hot reload on :5173 in front of the API instead of the built site
 *   --ephemeral  in-memory, temporary state and free ports for the stand-ins (browser tests)
 *   --no-build   serve the existing frontend/dist
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    ephemeral: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

const portFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    fail(`${name} must be a port number, got "${process.env[name]}"`);
  return value;
};

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function log(message: string): void {
  console.log(`[start] ${message}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const noJava = javaMissing();
  if (noJava) fail(noJava);
  const noChromium = chromiumMissing();
  if (noChromium) console.warn(`⚠ ${noChromium}`);

  const dataDir = flags.ephemeral ? undefined : join(ROOT, '.local');
  if (dataDir) {
    if (flags.fresh) {
      rmSync(dataDir, { recursive: true, force: true });
      log('wiped .local/ (--fresh)');
    }
    mkdirSync(dataDir, { recursive: true });
    const killed = killLeftovers(join(dataDir, 'pids.json'));
    if (killed) log(`stopped ${killed} process(es) left over from an earlier run`);
  }

  if (!flags.dev && !flags['no-build'])
    await run('npm', ['run', 'build', '--silent', '-w', '@app/frontend'], 'front-end build');

  const port = portFromEnv('PORT', 3000);
  const ports = flags.ephemeral
    ? // Other ports stay free for parallel runs; journeys that read the sent mail name its port (SES_PORT).
      process.env['SES_PORT']
      ? { ses: portFromEnv('SES_PORT', 8005) }
      : {}
    : {
        dynamodb: portFromEnv('DYNAMODB_PORT', 8000),
        s3: portFromEnv('S3_PORT', 4569),
        ses: portFromEnv('SES_PORT', 8005),
        cognito: portFromEnv('COGNITO_PORT', 9229),
      };
  // WEB_DIST lets two builds be served side by side (parallel journeys on one machine).
  const staticDir = flags.dev ? undefined : (process.env.WEB_DIST ?? join(ROOT, 'frontend/dist'));
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      dataDir,
      port,
      ports,
      staticDir,
      // Links in e-mails point where the visitor opened the site.
      siteUrl: flags.dev ? 'http://localhost:5173' : undefined,
      // The outbox sender runs every minute in AWS (and on each new entry); here every 2 s.
      outboxIntervalMs: 2000,
      csrfSecret: dataDir ? localCsrfSecret(join(dataDir, 'secrets.json')) : undefined,
      seed: async () => {
        const { items } = await seedAll();
        log(`seeded ${items} item(s)`);
        // The browser tests need offers too, but not 860k of them.
        const offers = Number(process.env['FEED_OFFERS'] ?? (flags.ephemeral ? 20_000 : 860_000));
        const feedDir = dataDir ? join(dataDir, 'feed') : mkdtempSync(join(tmpdir(), 'travel-feed-'));
        const imported = await ensureOffers({ root: ROOT, feedDir, offers, log });
        if (!dataDir) rmSync(feedDir, { recursive: true, force: true });
        if (staticDir) {
          const pages = ensureHotelPages({ buildDir: staticDir, imported, log });
          // The browser tests open hotel pages at once; `npm start`'s ~19k documents (about a minute,
          // decision 028) are written while the site already answers.
          if (flags.ephemeral) await pages;
          else void pages.catch((error: unknown) => log(`hotel pages not written: ${String(error)}`));
        }
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/EADDRINUSE/.test(message) || (error as { code?: string }).code === 'EADDRINUSE') {
      fail(
        `A port is already in use (${message}). Stop the other process or set PORT / SES_PORT / DYNAMODB_PORT / S3_PORT / COGNITO_PORT.`,
      );
    }
    throw error;
  }
  if (dataDir) {
    writePids(
      join(dataDir, 'pids.json'),
      stack.standIns.children.map((c) => c.process.pid ?? 0),
    );
    // Tools such as `npm run feed:import` reach the running stand-ins through these endpoints.
    const { CSRF_SECRET: _secret, ...toolEnv } = stack.env;
    writeFileSync(join(dataDir, 'stack-env.json'), JSON.stringify(toolEnv, null, 2));
  }

  let vite: ChildProcess | undefined;
  if (flags.dev) {
    vite = spawn(
      'npm',
      ['run', 'dev', '-w', '@app/frontend', '--', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, API_PORT: String(stack.port) },
      },
    );
  }

  // A closed terminal or pipe must not turn log lines into an endless stream of EPIPE errors.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  let stopping = false;
  const shutdown = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    if (vite) await stopChild(vite);
    await stack.stop();
    if (dataDir) rmSync(join(dataDir, 'pids.json'), { force: true });
    log('stopped');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });
  for (const { name, process: child } of stack.standIns.children) {
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`✖ ${name} stopped unexpectedly (code ${code}); shutting down.`);
      void shutdown(1);
    });
  }

  const site = flags.dev ? 'http://localhost:5173 (Vite, hot reload)' : stack.url;
  console.log(
    [
      '',
      `  Travel offers running in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      `  Site:     ${site}`,
      `  API:      ${stack.url}  (health: ${stack.url}/health)`,
      `  Outbox:   ${stack.outboxUrl.replace('127.0.0.1', 'localhost')}  (e-mails sent locally)`,
      `  Admin:    ${flags.dev ? 'http://localhost:5173' : stack.url}/admin/login`,
      ...DEMO_USERS.map(
        (u) => `            ${u.role === 'agents' ? 'agent ' : 'office'}  ${u.email}  /  ${u.password}`,
      ),
      `  Data:     ${dataDir ? '.local/ (npm start -- --fresh wipes it)' : 'in memory (ephemeral)'}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${what} failed (exit code ${code})`))));
  });
}

main().catch((error: unknown) => {
  console.error('✖ Start failed:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error('  cause:', error.cause);
  process.exit(1);
});
