import './quiet-sdk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { s3Client } from '@app/functions/lib/aws/s3';
import { FeedRejectedError } from '@app/functions/lib/offer-engine/feed/read-feed';
import { importFeed } from '@app/functions/lib/offer-import/import-feed';
import { describeHotelPages } from './ensure-hotel-pages.ts';
import { formatProgress } from './feed-progress.ts';
import { hotelPagesTarget } from './hotel-pages-target.ts';

/**
 * `npm run feed:import -- <dir> [--max-rejected-share 0.01]`
 * Against the stack of `npm start` (its endpoints are read from .local/stack-env.json) unless
 * TABLE_NAME, SNAPSHOTS_BUCKET and MEDIA_BUCKET are set, e.g. for an AWS account. With SITE_BUCKET
 * it also writes the hotel documents for search engines (decision 028).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'max-rejected-share': { type: 'string', default: '0.01' } },
});

async function main(): Promise<void> {
  const dir = positionals[0];
  if (!dir || !existsSync(join(dir, 'offers.jsonl'))) {
    throw new Error('Usage: npm run feed:import -- <feed folder with reference.json, hotels.jsonl, offers.jsonl>');
  }
  const share = Number(values['max-rejected-share']);
  if (!(share >= 0 && share <= 1)) throw new Error('--max-rejected-share must be between 0 and 1');
  const stackEnv = join(ROOT, '.local/stack-env.json');
  if (!process.env['TABLE_NAME']) {
    if (!existsSync(stackEnv))
      throw new Error('Start the local stack first (npm start), or set TABLE_NAME, SNAPSHOTS_BUCKET and MEDIA_BUCKET.');
    Object.assign(process.env, JSON.parse(readFileSync(stackEnv, 'utf8')) as Record<string, string>);
  }
  const started = performance.now();
  const hotelPages = await hotelPagesTarget(
    process.env['SITE_BUCKET'],
    process.env['WEB_DIST'] ?? join(ROOT, 'frontend/dist'),
  );
  if (process.env['SITE_BUCKET'] && !hotelPages)
    console.warn('⚠ No hotel-page-template.json in the site bucket or the build: hotel documents are not written.');
  const report = await importFeed(
    resolve(dir),
    {
      db: documentClient(),
      s3: s3Client(),
      tableName: process.env['TABLE_NAME'] ?? '',
      bucket: process.env['SNAPSHOTS_BUCKET'] ?? '',
      mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
      hotelPages,
    },
    {
      maxRejectedShare: share,
      now: new Date(),
      onProgress: (file, p) => process.stdout.write(formatProgress(file, p, started)),
    },
  );
  process.stdout.write('\n');
  for (const r of report.rejections.slice(0, 50)) console.log(`rejected ${r.file}:${r.line} ${r.reason}`);
  if (report.rejections.length > 50) console.log(`… and ${report.rejections.length - 50} more rejected rows`);
  console.log(
    `${report.published ? 'Published' : 'Unchanged (same feed as published)'}: ${report.offers.accepted} offers, ` +
      `${report.hotels.accepted} hotels (${report.hotels.written} written), ${report.rejections.length} rejected, ` +
      `snapshot ${(report.snapshotBytes / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (report.hotelPages) console.log(`Hotel pages: ${describeHotelPages(report.hotelPages)}`);
}

main().catch((error: unknown) => {
  if (error instanceof FeedRejectedError) {
    for (const r of error.rejections.slice(0, 20)) console.error(`rejected ${r.file}:${r.line} ${r.reason}`);
  }
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
