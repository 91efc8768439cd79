import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { ok } from '../lib/http/create-handler.ts';
import type { RouteHandler } from '../lib/http/types.ts';
import { getSiteConfiguration } from '../lib/content/site-configuration-table.ts';

/** `GET /content/site_configuration` (spec §3; ENT-32): the same for every language and visitor. */
export const siteConfigurationRoutes: { readonly siteConfiguration: RouteHandler } = {
  siteConfiguration: async () => ok(await getSiteConfiguration(documentClient(), env().TABLE_NAME)),
};
