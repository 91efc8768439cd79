import '../quiet-sdk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { s3Client } from '@app/functions/lib/aws/s3';
import { decodeSnapshot } from '@app/functions/lib/offer-engine/snapshot/snapshot-codec';
import { getSnapshotPointer, loadSnapshotBytes } from '@app/functions/lib/offer-import/snapshot-store';
import type { SearchCriteria } from '@app/shared/search-criteria';
import { toQueryString } from '@app/shared/search-form/search-query';
import { visitorQueries } from './queries.ts';

/**
 * `npm run bench:http [-- --url http://localhost:3000 --seconds 10 --connections 4]`
 * Loads `GET /offers/list` of the running product (`npm start` in another terminal) with
 * autocannon, in two phases: every request a different search (the answer cache never helps),
 * then a repeating mix of 200 searches (what the cache sees with real traffic). The searches are
 * drawn from the published snapshot like `bench:search` does. Printed figures, not a test.
 * Four connections keep the adapter's one thread busy (more only queue behind it; in AWS each
 * Lambda instance serves one request at a time, so queueing there is not part of latency).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    seed: { type: 'string', default: '7' },
  },
});

/** A search as GET /offers/list takes it, written by the site's one query-string writer. */
function listQuery(criteria: SearchCriteria): string {
  return toQueryString(
    Object.entries(criteria).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, Array.isArray(value) ? value.join(',') : String(value)]],
    ),
  );
}

async function publishedQueries(count: number): Promise<string[]> {
  const stackEnv = join(ROOT, '.local/stack-env.json');
  if (!existsSync(stackEnv)) throw new Error('Start the product first (npm start), then run the benchmark.');
  Object.assign(process.env, JSON.parse(readFileSync(stackEnv, 'utf8')) as Record<string, string>);
  const pointer = await getSnapshotPointer(documentClient(), process.env['TABLE_NAME'] ?? '');
  if (!pointer) throw new Error('No offer snapshot is published yet: wait for npm start to import the feed.');
  const index = decodeSnapshot(await loadSnapshotBytes(s3Client(), process.env['SNAPSHOTS_BUCKET'] ?? '', pointer.key));
  console.log(`snapshot v${pointer.version}: ${pointer.offers.toLocaleString('en')} offers`);
  return visitorQueries(index, count, Number(args.seed)).map((criteria) => `/offers/list?${listQuery(criteria)}`);
}

async function load(title: string, paths: readonly string[]): Promise<autocannon.Result> {
  let next = 0;
  const result = await autocannon({
    url: args.url,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    // One shared counter: connections take turns through the list instead of each replaying it.
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const { requests, latency } = result;
  console.log(
    `| ${title} | ${requests.average.toFixed(0)} | ${latency.p50} ms | ${latency.p97_5} ms | ${latency.p99} ms | ${latency.max} ms | ${result['2xx']} / ${result.non2xx} / ${result.errors} |`,
  );
  return result;
}

async function main(): Promise<void> {
  const probe = await fetch(`${args.url}/offers/list?limit=1`).catch(() => undefined);
  if (!probe?.ok) throw new Error(`${args.url}/offers/list does not answer 200: is npm start running?`);
  // Enough distinct searches that none repeats within the first phase even at 3,000 req/s.
  const distinct = await publishedQueries(Number(args.seconds) * 3000);
  const mix = distinct.slice(0, 200);
  console.log(
    `autocannon: ${args.connections} connections, ${args.seconds} s per phase, against ${args.url}, Node ${process.version}`,
  );
  console.log('| phase | req/s | p50 | p97.5 | p99 | max | 2xx / non-2xx / errors |\n|---|---|---|---|---|---|---|');
  // Phase 2 reuses the first 200 searches, which phase 1 already answered (and so cached).
  const cold = await load('every search new (cache misses)', distinct);
  const warm = await load('mix of 200 searches (cache hits)', mix);
  const met = (r: autocannon.Result) => r.requests.average >= 1000 && r.latency.p99 <= 20 && r.non2xx === 0;
  console.log(
    `target (≥ 1,000 req/s, p99 ≤ 20 ms): new searches ${met(cold) ? 'met' : 'NOT met'}, repeated mix ${met(warm) ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
