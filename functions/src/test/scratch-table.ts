import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../local/bootstrap.ts';

/**
 * A table of its own in the test run's DynamoDB Local, with the app table's keys, GSIs and TTL.
 * Tests of code that sweeps the whole table (the outbox sender) use one, so test files running in
 * parallel cannot take each other's items.
 */
export async function createScratchTable(): Promise<{ tableName: string; drop(): Promise<void> }> {
  const endpoint = process.env['AWS_ENDPOINT_URL_DYNAMODB'];
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_DYNAMODB is not set');
  const tableName = `scratch-${randomUUID().slice(0, 8)}`;
  await ensureTable(endpoint, tableName);
  return {
    tableName,
    drop: async () => {
      const client = new DynamoDBClient({});
      await client.send(new DeleteTableCommand({ TableName: tableName }));
      client.destroy();
    },
  };
}
