import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SiteConfigurationResponseSchema } from '@app/shared/site-configuration';
import { afterAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { keys } from '../lib/db/keys.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import { siteConfigurationItem } from '../lib/content/site-configuration-table.ts';

const table = () => env().TABLE_NAME;

async function readConfiguration(): Promise<{ status: number; body: unknown }> {
  const response = await new TestClient().request('/content/site_configuration');
  return { status: response.status, body: await response.json() };
}

describe('GET /content/site_configuration (ENT-32, SEO-03)', () => {
  // The seed's item is put back, whatever the tests stored meanwhile.
  afterAll(() =>
    documentClient().send(
      new PutCommand({ TableName: table(), Item: siteConfigurationItem({ dates_offset: 3, dates_delta: 7 }) }),
    ),
  );

  it('answers the stored dates_offset and dates_delta', async () => {
    await documentClient().send(
      new PutCommand({ TableName: table(), Item: siteConfigurationItem({ dates_offset: 5, dates_delta: 10 }) }),
    );
    const { status, body } = await readConfiguration();
    expect(status).toBe(200);
    expect(SiteConfigurationResponseSchema.parse(body)).toEqual({ dates_offset: 5, dates_delta: 10 });
  });

  it('answers three days ahead for a week while nothing is stored', async () => {
    await documentClient().send(new DeleteCommand({ TableName: table(), Key: keys.siteConfiguration() }));
    const { status, body } = await readConfiguration();
    expect(status).toBe(200);
    expect(body).toEqual({ dates_offset: 3, dates_delta: 7 });
  });

  it('refuses to store a configuration outside the schema', () => {
    expect(() => siteConfigurationItem({ dates_offset: -1, dates_delta: 7 })).toThrow();
    expect(() => siteConfigurationItem({ dates_offset: 3, dates_delta: 0 })).toThrow();
  });
});
