import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * `npm run bench:web [-- --url http://localhost:3000/ --runs 3]`
 * Lighthouse (mobile preset, simulated throttling) on the home page of the running product
 * (`npm start` in another terminal) with the system Chromium, plus the gzipped size of the
 * initial JavaScript (the entry and the chunks index.html preloads: what must arrive before the
 * first render) and of all the scripts the page requested while loading (sections below the fold
 * load after the first render; the calendar only when opened). Printed figures, not a test; the
 * median of the runs is shown.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'frontend/dist');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000/' },
    runs: { type: 'string', default: '3' },
  },
});
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  scripts: string[];
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items;
    return {
      scores,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      scripts: (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
    };
  } finally {
    chrome.kill();
  }
}

/** Gzipped bytes of the site's own scripts (paths like /assets/x.js), read from the build. */
function gzippedScripts(paths: readonly string[]): { total: number; files: [string, number][] } {
  const files = [...new Set(paths)].flatMap((path): [string, number][] => {
    const file = join(DIST, path);
    return existsSync(file) ? [[path, gzipSync(readFileSync(file), { level: 9 }).length]] : [];
  });
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** The entry script and the modules index.html preloads. */
function initialScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const probe = await fetch(args.url).catch(() => undefined);
  if (!probe?.ok) throw new Error(`${args.url} does not answer: start the product first (npm start).`);
  const runs: Run[] = [];
  for (let run = 0; run < Number(args.runs); run++) runs.push(await audit(args.url));
  const score = (id: string) => median(runs.map((run) => run.scores[id] ?? 0));
  const metric = (id: string) => median(runs.map((run) => run.metrics[id] ?? Number.NaN));
  const initial = gzippedScripts(initialScripts());
  const loaded = gzippedScripts((runs[0]?.scripts ?? []).map((url) => new URL(url).pathname));

  console.log(`Lighthouse ${args.runs}× (mobile preset) on ${args.url}, Node ${process.version}; medians:`);
  console.log('| performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
      `${(metric('fcp') / 1000).toFixed(2)} s | ${(metric('lcp') / 1000).toFixed(2)} s | ${metric('tbt').toFixed(0)} ms | ${metric('cls').toFixed(3)} |`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\ninitial JavaScript (entry + preloads): ${kb(initial.total)} gzipped`);
  for (const [file, size] of initial.files) console.log(`  ${file}: ${kb(size)}`);
  console.log(
    `all scripts requested while the page loaded: ${kb(loaded.total)} gzipped (${loaded.files.length} files)`,
  );
  const met = score('performance') >= 90 && score('accessibility') >= 95 && initial.total <= 170 * 1024;
  console.log(
    `targets (performance ≥ 90, accessibility ≥ 95, initial JS ≤ 170 KB gzipped): ${met ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
