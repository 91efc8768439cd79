import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createIndexBuilder } from '@app/functions/lib/offer-engine/snapshot/build-index';
import type { OfferIndex } from '@app/functions/lib/offer-engine/offer-index';
import { COLUMN_KINDS, OFFER_TYPE_CODES, type ColumnName } from '@app/functions/lib/offer-engine/offer-index';
import { searchOffers } from '@app/functions/lib/offer-engine/search/search';
import {
  SNAPSHOT_VERSION,
  decodeSnapshot,
  encodeSnapshot,
} from '@app/functions/lib/offer-engine/snapshot/snapshot-codec';
import type { SearchCriteria } from '@app/shared/search-criteria';
import { fullScanSearch, rowKeys, summarize, type Summary } from './full-scan.ts';
import { legacyQueries, visitorQueries } from './queries.ts';
import { generateHotels, generateOffers } from '../feed/generator.ts';
import { REFERENCE_DATA } from '../feed/reference/reference-data.ts';

/**
 * `npm run bench:search [-- --offers 1000000 --hotels 20000 --queries 200 --seed 7 --rebuild]`
 * Builds (or reuses from .local/bench/) a snapshot of generated offers, times loading it, then
 * times seeded varied queries, drawn per offer type as the search form and the offers list send
 * them, on the engine and on a plain full scan of the same data, each kind of search in a pass of
 * its own, and checks that both give the same answers. The same run also times the query set and
 * the interleaved order used until decision 022, so their difference shows on one machine.
 * Printed figures, not a test.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    offers: { type: 'string', default: '1000000' },
    hotels: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '200' },
    seed: { type: 'string', default: '7' },
    rebuild: { type: 'boolean', default: false },
  },
});
const OFFERS = Number(args.offers);
const HOTELS = Number(args.hotels);
const QUERIES = Number(args.queries);
const SEED = Number(args.seed);
const START = '2027-01-05';
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** Builds the snapshot from the project's feed generator once, then reuses the cached file. */
function snapshotFile(): string {
  const dir = join(ROOT, '.local/bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `offers-generator-${OFFERS}-${HOTELS}-${SEED}-v${SNAPSHOT_VERSION}.bin`);
  if (!args.rebuild && existsSync(file)) return file;
  const started = performance.now();
  const hotels = generateHotels({ seed: SEED, hotels: HOTELS });
  const builder = createIndexBuilder(REFERENCE_DATA, hotels);
  let rows = 0;
  for (const row of generateOffers({ seed: SEED, offers: OFFERS, start: START, eurPln: 4.3 }, hotels)) {
    builder.addOffer(row);
    if (++rows % 250_000 === 0) console.log(`  ${rows} offers streamed (${ms(performance.now() - started)})`);
  }
  writeFileSync(file, encodeSnapshot(builder.build()));
  console.log(
    `built snapshot: ${rows} offers, ${hotels.length} hotels in ${ms(performance.now() - started)} → ${file}`,
  );
  return file;
}

/** Read + decode, five times: the first is the cold-ish figure, the best shows the floor. */
function timeLoad(file: string): { index: OfferIndex; first: number; best: number; read: number; decode: number } {
  let index: OfferIndex | undefined;
  const runs: { read: number; decode: number }[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const bytes = readFileSync(file);
    const read = performance.now() - started;
    index = decodeSnapshot(bytes);
    runs.push({ read, decode: performance.now() - started - read });
  }
  const totals = runs.map((run) => run.read + run.decode);
  const bestRun = runs[totals.indexOf(Math.min(...totals))]!;
  return { index: index!, first: totals[0]!, best: Math.min(...totals), read: bestRun.read, decode: bestRun.decode };
}

function percentiles(times: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

type RowKeys = ReturnType<typeof rowKeys>;
interface Run {
  times: { engine: number[]; engineFacets: number[]; scan: number[]; scanFacets: number[] };
  /** Hotels (or destination airports) per answer, by query. */
  hits: number[];
  mismatches: number;
}

function timed<T>(bucket: number[], run: () => T): T {
  const started = performance.now();
  const result = run();
  bucket.push(performance.now() - started);
  return result;
}

/** Compares the engine's answers with the full scan's; prints the first difference. */
function countMismatches(queries: readonly SearchCriteria[], engine: Summary[], baseline: Summary[]): number {
  let mismatches = 0;
  for (const [n, query] of queries.entries()) {
    if (JSON.stringify(engine[n]) === JSON.stringify(baseline[n])) continue;
    if (mismatches++ === 0)
      console.log(
        `MISMATCH on query ${n}: ${JSON.stringify(query)}\nengine ${JSON.stringify(engine[n]).slice(0, 400)}\nscan   ${JSON.stringify(baseline[n]).slice(0, 400)}`,
      );
  }
  return mismatches;
}

/**
 * Each kind of search runs over all queries before the next kind starts, so a faceted search never
 * finds the rows its plain twin has just pulled into the CPU caches: a visitor's search comes alone.
 */
function separatePasses(index: OfferIndex, keys: RowKeys, queries: readonly SearchCriteria[]): Run {
  const times: Run['times'] = { engine: [], engineFacets: [], scan: [], scanFacets: [] };
  const plain = queries.map((query) => summarize(timed(times.engine, () => searchOffers(index, query))));
  const faceted = queries.map((query) =>
    summarize(timed(times.engineFacets, () => searchOffers(index, query, { facets: true }))),
  );
  const scanned = queries.map((query) => timed(times.scan, () => fullScanSearch(index, keys, query, false)));
  const scannedFacets = queries.map((query) => timed(times.scanFacets, () => fullScanSearch(index, keys, query, true)));
  const mismatches = countMismatches(queries, plain, scanned) + countMismatches(queries, faceted, scannedFacets);
  return { times, hits: plain.map((answer) => answer.total_hotels), mismatches };
}

/** The order of the benchmark before decision 022: per query plain, faceted, then both full scans. */
function interleaved(index: OfferIndex, keys: RowKeys, queries: readonly SearchCriteria[]): Run {
  const times: Run['times'] = { engine: [], engineFacets: [], scan: [], scanFacets: [] };
  const answers = queries.map((query) => ({
    plain: summarize(timed(times.engine, () => searchOffers(index, query))),
    faceted: summarize(timed(times.engineFacets, () => searchOffers(index, query, { facets: true }))),
    scan: timed(times.scan, () => fullScanSearch(index, keys, query, false)),
    scanFacets: timed(times.scanFacets, () => fullScanSearch(index, keys, query, true)),
  }));
  const mismatches =
    countMismatches(
      queries,
      answers.map((a) => a.plain),
      answers.map((a) => a.scan),
    ) +
    countMismatches(
      queries,
      answers.map((a) => a.faceted),
      answers.map((a) => a.scanFacets),
    );
  return { times, hits: answers.map((a) => a.plain.total_hotels), mismatches };
}

/** "A 3/140, S 1/30, …": empty answers of each offer type out of its queries. */
function emptiesByType(queries: readonly SearchCriteria[], hits: readonly number[]): string {
  return OFFER_TYPE_CODES.map((type) => {
    const ofType = queries.flatMap((query, n) => (query.offer_type === type ? [hits[n]!] : []));
    return `${type} ${ofType.filter((h) => h === 0).length}/${ofType.length}`;
  }).join(', ');
}

function main(): void {
  console.log(
    `offer search benchmark: ${OFFERS} offers, ${HOTELS} hotels, ${QUERIES} queries, seed ${SEED}, Node ${process.version}`,
  );
  const file = snapshotFile();
  const { index, first, best, read, decode } = timeLoad(file);
  const columnBytes = (Object.keys(COLUMN_KINDS) as ColumnName[]).reduce(
    (sum, name) => sum + index.columns[name].byteLength,
    0,
  );
  const memory = process.memoryUsage();
  console.log(`\nsnapshot ${file.slice(ROOT.length + 1)}: ${(statSync(file).size / 1e6).toFixed(1)} MB on disk`);
  console.log(`load: first ${ms(first)}, best of 5 ${ms(best)} (read ${ms(read)} + decode ${ms(decode)})`);
  console.log(
    `index: ${(columnBytes / 1e6).toFixed(1)} MB columns (${(index.columns.uuid.byteLength / 1e6).toFixed(1)} MB uuids), ${index.meta.offerCount} offers, ${index.meta.hotels.ids.length} hotels, ${index.lookups.regionCount - 1} regions`,
  );
  console.log(
    `process: rss ${(memory.rss / 1e6).toFixed(0)} MB, heap ${(memory.heapUsed / 1e6).toFixed(0)} MB, array buffers ${(memory.arrayBuffers / 1e6).toFixed(0)} MB`,
  );

  const queries = visitorQueries(index, QUERIES, SEED);
  const keys = rowKeys(index);
  for (const query of queries.slice(0, 30)) {
    searchOffers(index, query, { facets: true });
    searchOffers(index, query);
  }
  const { times, hits, mismatches } = separatePasses(index, keys, queries);
  const engine = percentiles(times.engine);
  const engineFacets = percentiles(times.engineFacets);
  const scan = percentiles(times.scan);
  const scanFacets = percentiles(times.scanFacets);
  const rows = [
    ['engine, no facets', engine],
    ['engine, with facets', engineFacets],
    ['full scan, no facets', scan],
    ['full scan, with facets', scanFacets],
  ] as const;
  console.log(
    `\n${QUERIES} queries as visitors send them (after 30 warm-up), each kind of search in a pass of its own; median ${percentiles(hits).p50} hotels per answer, ${hits.filter((h) => h === 0).length} empty (${emptiesByType(queries, hits)})`,
  );
  console.log('| implementation | p50 | p95 | p99 | max |\n|---|---|---|---|---|');
  for (const [label, p] of rows)
    console.log(`| ${label} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} |`);
  const ratio = (a: number, b: number) => `${(b / a).toFixed(0)}×`;
  console.log(
    `full scan ÷ engine: no facets p50 ${ratio(engine.p50, scan.p50)}, p95 ${ratio(engine.p95, scan.p95)}, p99 ${ratio(engine.p99, scan.p99)}; with facets p50 ${ratio(engineFacets.p50, scanFacets.p50)}, p95 ${ratio(engineFacets.p95, scanFacets.p95)}, p99 ${ratio(engineFacets.p99, scanFacets.p99)}`,
  );

  // The same run with the query set and the order of the benchmark before decision 022, so the
  // effect of each change shows side by side on the same machine and snapshot.
  const legacy = legacyQueries(index, QUERIES, SEED);
  const arrangements = [
    ['until 022: every filter for every type; plain, then faceted, per query', legacy, interleaved],
    ['until 022 query set, separate passes', legacy, separatePasses],
    ['as visitors send them, plain then faceted per query', queries, interleaved],
  ] as const;
  console.log(
    '\n| engine only, same run | no facets p50 | p95 | with facets p50 | p95 | empty answers |\n|---|---|---|---|---|---|',
  );
  let otherMismatches = 0;
  for (const [label, set, arrange] of arrangements) {
    const other = arrange(index, keys, set);
    otherMismatches += other.mismatches;
    const [plain, faceted] = [percentiles(other.times.engine), percentiles(other.times.engineFacets)];
    console.log(
      `| ${label} | ${ms(plain.p50)} | ${ms(plain.p95)} | ${ms(faceted.p50)} | ${ms(faceted.p95)} | ${other.hits.filter((h) => h === 0).length} (${emptiesByType(set, other.hits)}) |`,
    );
  }
  console.log(
    `| as visitors send them, separate passes (the table above) | ${ms(engine.p50)} | ${ms(engine.p95)} | ${ms(engineFacets.p50)} | ${ms(engineFacets.p95)} | ${hits.filter((h) => h === 0).length} |`,
  );

  // Worst case: no date window, so whole (type, region) buckets are scanned.
  const open = visitorQueries(index, 20, SEED, false).map((query) => ({ ...query, regions: undefined }));
  const openTimes = open.map((query) => timed([], () => searchOffers(index, query, { facets: true })).total_offers);
  const openSpent: number[] = [];
  for (const query of open) timed(openSpent, () => searchOffers(index, query, { facets: true }));
  const openP = percentiles(openSpent);
  console.log(
    `undated, no region (worst case, 20 queries, median ${percentiles(openTimes).p50} offers matched): with facets p50 ${ms(openP.p50)}, max ${ms(openP.max)}`,
  );
  const slowest = [...times.engineFacets.entries()].sort(([, a], [, b]) => b - a).slice(0, 5);
  console.log('slowest with facets:');
  for (const [n, time] of slowest) console.log(`  ${ms(time)} ${hits[n]} hotels: ${JSON.stringify(queries[n])}`);
  console.log(
    mismatches + otherMismatches === 0
      ? 'answers: engine and full scan agree on every query'
      : `answers: ${mismatches + otherMismatches} MISMATCHES`,
  );
  const ok = engineFacets.p95 <= 2 && engineFacets.p99 <= 5 && best <= 100 && columnBytes <= 80e6;
  console.log(`targets (p95 ≤ 2 ms, p99 ≤ 5 ms with facets, load ≤ 100 ms, index ≤ 80 MB): ${ok ? 'met' : 'NOT met'}`);
  if (mismatches + otherMismatches > 0) process.exitCode = 1;
}

main();
