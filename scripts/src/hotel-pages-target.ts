import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { s3Client } from '@app/functions/lib/aws/s3';
import { deployedHotelPageTemplate, type HotelPagesTarget } from '@app/functions/lib/offer-import/hotel-pages';
import { HOTEL_PAGE_TEMPLATE_FILE, HotelPageTemplateSchema } from '@app/shared/hotel-page/hotel-page-template';

/**
 * Where the offer import writes hotel documents (decision 028), with the template of the build
 * they must load: the deployed one in the site bucket (AWS), else the local build folder (the local
 * site bucket holds only the documents). Undefined without a bucket or a built template.
 */
export async function hotelPagesTarget(
  bucket: string | undefined,
  buildDir: string,
): Promise<HotelPagesTarget | undefined> {
  if (!bucket) return undefined;
  const s3 = s3Client();
  const file = join(buildDir, HOTEL_PAGE_TEMPLATE_FILE);
  const template =
    (await deployedHotelPageTemplate(s3, bucket)) ??
    (existsSync(file) ? HotelPageTemplateSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
  return template ? { s3, bucket, template } : undefined;
}
