import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { env } from '@app/functions/lib/env';
import {
  hotelPagesOutdated,
  republishHotelPages,
  type HotelPagesReport,
} from '@app/functions/lib/offer-import/hotel-pages';
import { hotelPagesTarget } from './hotel-pages-target.ts';

/**
 * Writes the hotel documents for search engines (decision 028) of the local stack's snapshot when
 * it was just imported, or when the build served is not the one they were written from: the local
 * build folder is emptied by every build, so documents of an older one would load missing scripts.
 */
export async function ensureHotelPages(options: {
  readonly buildDir: string;
  readonly imported: boolean;
  readonly log: (line: string) => void;
}): Promise<void> {
  const target = await hotelPagesTarget(process.env['SITE_BUCKET'], options.buildDir);
  if (!target) {
    options.log('hotel pages: no hotel-page-template.json in the build, none written');
    return;
  }
  if (!options.imported && !(await hotelPagesOutdated(target))) return;
  const names = { tableName: env().TABLE_NAME, snapshotsBucket: env().SNAPSHOTS_BUCKET };
  const report = await republishHotelPages(documentClient(), names, target, new Date());
  if (report) options.log(`hotel pages: ${describeHotelPages(report)}`);
}

export function describeHotelPages(report: HotelPagesReport): string {
  return (
    `${report.hotels.toLocaleString('en')} hotels, ${report.gone} gone, ${report.written.toLocaleString('en')} written, ` +
    `${(report.bytes / 1e6).toFixed(1)} MB (largest ${(report.largest / 1024).toFixed(1)} KB) in ${(report.ms / 1000).toFixed(1)} s`
  );
}
