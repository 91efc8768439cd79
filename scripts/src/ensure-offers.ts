import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { s3Client } from '@app/functions/lib/aws/s3';
import { env } from '@app/functions/lib/env';
import { SNAPSHOT_VERSION } from '@app/functions/lib/offer-engine/snapshot/snapshot-codec';
import { importFeed } from '@app/functions/lib/offer-import/import-feed';
import { getSnapshotPointer } from '@app/functions/lib/offer-import/snapshot-store';
import { formatProgress } from './feed-progress.ts';
import { generatedFeedIsCurrent } from './feed/feed-version.ts';

export interface EnsureOffersOptions {
  readonly root: string;
  readonly feedDir: string;
  readonly offers: number;
  readonly log: (line: string) => void;
}

/**
 * On the first start (no snapshot published yet) generates the default feed, unless one is
 * already on disk, and imports it; later starts keep what was published, unless it was written in
 * an older snapshot format than this code reads, or the feed cached on disk was written by an older
 * generator (then it is generated and imported again, so a newcomer's old `.local/` gets, say, the
 * names per language without a `--fresh`). True when it imported.
 */
export async function ensureOffers(options: EnsureOffersOptions): Promise<boolean> {
  const pointer = await getSnapshotPointer(documentClient(), env().TABLE_NAME);
  const feedOnDisk = existsSync(join(options.feedDir, 'offers.jsonl'));
  const feedOutdated = feedOnDisk && !generatedFeedIsCurrent(options.feedDir);
  if (pointer && pointer.format === SNAPSHOT_VERSION && !feedOutdated) {
    options.log(
      `offers: ${pointer.offers.toLocaleString('en')} offers of ${pointer.hotels.toLocaleString('en')} hotels (snapshot v${pointer.version})`,
    );
    return false;
  }
  if (pointer)
    options.log(
      `the published snapshot has format ${pointer.format}, this code reads ${SNAPSHOT_VERSION}: importing again…`,
    );
  if (feedOutdated) options.log('the feed in .local/feed was written by an older generator: generating it again…');
  const started = performance.now();
  if (!feedOnDisk || feedOutdated) {
    options.log(`generating a feed of ${options.offers.toLocaleString('en')} offers…`);
    await run(options.root, [
      join(options.root, 'node_modules/tsx/dist/cli.mjs'),
      join(options.root, 'scripts/src/feed/generate-cli.ts'),
      '--offers',
      String(options.offers),
      '--seed',
      '42',
      '--out',
      options.feedDir,
    ]);
  }
  const importStarted = performance.now();
  const report = await importFeed(
    options.feedDir,
    {
      db: documentClient(),
      s3: s3Client(),
      tableName: env().TABLE_NAME,
      bucket: env().SNAPSHOTS_BUCKET,
      mediaBucket: process.env['MEDIA_BUCKET'] ?? '',
    },
    {
      maxRejectedShare: 0.01,
      now: new Date(),
      onProgress: (file, progress) => {
        if (process.stdout.isTTY) process.stdout.write(formatProgress(file, progress, importStarted));
      },
    },
  );
  if (process.stdout.isTTY) process.stdout.write('\n');
  options.log(
    `imported ${report.offers.accepted.toLocaleString('en')} offers of ${report.hotels.accepted.toLocaleString('en')} hotels ` +
      `(${report.rejections.length} rejected) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}

function run(cwd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`feed generation failed (exit code ${code})`)),
    );
  });
}
