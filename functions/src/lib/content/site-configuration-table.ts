import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SiteConfigurationSchema, type SiteConfiguration } from '@app/shared/site-configuration';
import * as z from 'zod';
import { ENTITY, keys } from '../db/keys.ts';

/** The site configuration as stored: one item, edited by the office (spec §3). */
export const StoredSiteConfigurationSchema = SiteConfigurationSchema.extend({
  entity: z.literal(ENTITY.siteConfiguration),
});
export type StoredSiteConfiguration = z.infer<typeof StoredSiteConfigurationSchema>;

/**
 * What a table without the item answers: the seeded values (three days ahead, one week), so a
 * destination page still searches sensible dates before the office has saved anything.
 */
export const DEFAULT_SITE_CONFIGURATION: SiteConfiguration = { dates_offset: 3, dates_delta: 7 };

export async function getSiteConfiguration(db: DynamoDBDocumentClient, tableName: string): Promise<SiteConfiguration> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.siteConfiguration() }));
  if (!Item) return DEFAULT_SITE_CONFIGURATION;
  const { dates_offset, dates_delta } = StoredSiteConfigurationSchema.parse(Item);
  return { dates_offset, dates_delta };
}

export function siteConfigurationItem(configuration: SiteConfiguration): Record<string, unknown> {
  return {
    ...keys.siteConfiguration(),
    entity: ENTITY.siteConfiguration,
    ...SiteConfigurationSchema.parse(configuration),
  };
}
