import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hotelPageLink } from '@app/shared/hotel-link';
import { measureFilterChanges } from './web-filter-change.ts';
import { audit, gzippedScripts, initialScripts, median, type Run } from './web-lighthouse.ts';

/**
 * `npm run bench:web [-- --base http://localhost:3000 --runs 3 --changes 40]`, against the running
 * product (`npm start` in another terminal), with the system Chromium. Printed figures, not a test:
 * - Lighthouse (mobile preset, simulated throttling; medians of the runs) on the home page, the
 *   offers list, a prerendered destination page and the hotel page of the first offer of the list,
 *   with the targets of issues 5, 6 and 14;
 * - the home page's initial JavaScript (entry + preloads, gzipped, from the build), and every script
 *   the hotel page requested while loading (issue 14: charts, map and the full-screen gallery wait
 *   for their tab);
 * - the time from a filter change on /offers to its new results (issue 6: p95 ≤ 150 ms).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'frontend/dist');
const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
    changes: { type: 'string', default: '40' },
  },
});

interface Page {
  readonly path: string;
  /** Minimum scores: performance, accessibility and, where the issue names it, SEO. */
  readonly targets: Readonly<Record<string, number>>;
}

const FIXED_PAGES: readonly Page[] = [
  { path: '/', targets: { performance: 90, accessibility: 95 } },
  { path: '/offers?offer_type=A', targets: { performance: 90, accessibility: 95, seo: 95 } },
  { path: '/wakacje/turcja', targets: { performance: 90, accessibility: 95, seo: 95 } },
];
const JS_BUDGET = 170 * 1024;
const HOTEL_JS_BUDGET = 200 * 1024;

/** The hotel page a visitor reaches from the first card of the offers list, as the card links it. */
async function firstHotelPath(base: string): Promise<string> {
  const answer = (await (await fetch(new URL('/offers/list?limit=1', base))).json()) as {
    offers: { hotel: { id: string; name: string } | null; offer_type: string }[];
  };
  const hotel = answer.offers[0]?.hotel;
  if (!hotel) throw new Error('the offers list has no hotel to measure');
  return hotelPageLink({ ...hotel, offer_type: answer.offers[0]?.offer_type ?? 'A' }, {});
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(path: string, runs: readonly Run[]): string {
  const score = (id: string) => median(runs.map((run) => run.scores[id] ?? 0));
  const metric = (id: string) => median(runs.map((run) => run.metrics[id] ?? Number.NaN));
  // The spread of single runs: on a shared machine a median alone hides how far one run strays.
  const performances = runs.map((run) => run.scores['performance'] ?? 0);
  const spread = `${Math.min(...performances)}–${Math.max(...performances)}`;
  return (
    `| ${path} | ${score('performance')} (${spread}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
    `${(metric('fcp') / 1000).toFixed(2)} s | ${(metric('lcp') / 1000).toFixed(2)} s | ${metric('tbt').toFixed(0)} ms | ` +
    `${metric('cls').toFixed(3)} |`
  );
}

async function main(): Promise<void> {
  const probe = await fetch(args.base).catch(() => undefined);
  if (!probe?.ok) throw new Error(`${args.base} does not answer: start the product first (npm start).`);
  const hotelPath = await firstHotelPath(args.base);
  const PAGES: readonly Page[] = [
    ...FIXED_PAGES,
    { path: hotelPath, targets: { performance: 95, accessibility: 100, seo: 100 } },
  ];
  const results = new Map<string, Run[]>();
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < Number(args.runs); run++) runs.push(await audit(new URL(page.path, args.base).href));
    results.set(page.path, runs);
  }

  console.log(`Lighthouse ${args.runs}× (mobile preset) on ${args.base}, Node ${process.version}; medians:`);
  console.log('| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  let met = true;
  for (const page of PAGES) {
    const runs = results.get(page.path) ?? [];
    console.log(row(page.path, runs));
    for (const [category, minimum] of Object.entries(page.targets)) {
      if (median(runs.map((run) => run.scores[category] ?? 0)) < minimum) met = false;
    }
  }
  for (const page of PAGES) {
    const failures = [...new Set((results.get(page.path) ?? []).flatMap((run) => run.seoFailures))];
    if (failures.length > 0) console.log(`  SEO audits not passed on ${page.path}: ${failures.join(', ')}`);
  }

  const initial = gzippedScripts(DIST, initialScripts(join(DIST, 'index.html')));
  const loaded = gzippedScripts(
    DIST,
    (results.get('/')?.[0]?.scripts ?? []).map((url) => new URL(url).pathname),
  );
  console.log(`\nhome page initial JavaScript (entry + preloads): ${kb(initial.total)} gzipped`);
  for (const [file, size] of initial.files) console.log(`  ${file}: ${kb(size)}`);
  console.log(
    `all scripts the home page requested while loading: ${kb(loaded.total)} gzipped (${loaded.files.length} files)`,
  );
  if (initial.total > JS_BUDGET) met = false;
  const hotelScripts = gzippedScripts(
    DIST,
    (results.get(hotelPath)?.[0]?.scripts ?? []).map((url) => new URL(url).pathname),
  );
  console.log(
    `hotel page: all scripts requested while loading ${kb(hotelScripts.total)} gzipped (${hotelScripts.files.length} files)`,
  );
  for (const [file, size] of hotelScripts.files) console.log(`  ${file}: ${kb(size)}`);
  if (hotelScripts.total > HOTEL_JS_BUDGET) met = false;

  const filters = await measureFilterChanges(args.base, Number(args.changes));
  console.log(
    `\nfilter change → new results on /offers (${filters.changes} changes, ${filters.cached} from the query cache): ` +
      `p50 ${filters.p50.toFixed(0)} ms, p95 ${filters.p95.toFixed(0)} ms, max ${filters.max.toFixed(0)} ms; ` +
      `p95 of those that asked the API ${filters.fetchedP95.toFixed(0)} ms`,
  );
  if (filters.p95 > 150) met = false;

  console.log(
    `\ntargets (home: performance ≥ 90, accessibility ≥ 95, initial JS ≤ 170 KB; /offers and a destination page: ` +
      `performance ≥ 90, accessibility ≥ 95, SEO ≥ 95; hotel page: performance ≥ 95, accessibility 100, SEO 100, ` +
      `scripts while loading ≤ 200 KB; filter change p95 ≤ 150 ms): ${met ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
