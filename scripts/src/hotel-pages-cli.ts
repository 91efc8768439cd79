import './quiet-sdk.ts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { republishHotelPages } from '@app/functions/lib/offer-import/hotel-pages';
import { describeHotelPages } from './ensure-hotel-pages.ts';
import { hotelPagesTarget } from './hotel-pages-target.ts';

/**
 * `npm run hotel-pages`: writes the hotel documents for search engines (decision 028) of the
 * published snapshot again, from the template of the deployed build. Run after deploying the front
 * end, so the documents load its new scripts; documents that come out the same are not rewritten.
 * Against `npm start`'s stack unless TABLE_NAME, SNAPSHOTS_BUCKET and SITE_BUCKET are set.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const stackEnv = join(ROOT, '.local/stack-env.json');
  if (!process.env['TABLE_NAME']) {
    if (!existsSync(stackEnv))
      throw new Error('Start the local stack first (npm start), or set TABLE_NAME, SNAPSHOTS_BUCKET and SITE_BUCKET.');
    Object.assign(process.env, JSON.parse(readFileSync(stackEnv, 'utf8')) as Record<string, string>);
  }
  const target = await hotelPagesTarget(
    process.env['SITE_BUCKET'],
    process.env['WEB_DIST'] ?? join(ROOT, 'frontend/dist'),
  );
  if (!target) throw new Error('Set SITE_BUCKET, and deploy or build the front end first (hotel-page-template.json).');
  const names = { tableName: process.env['TABLE_NAME'] ?? '', snapshotsBucket: process.env['SNAPSHOTS_BUCKET'] ?? '' };
  const report = await republishHotelPages(documentClient(), names, target, new Date());
  console.log(report ? `Hotel pages: ${describeHotelPages(report)}` : 'No snapshot published yet: nothing to write.');
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
