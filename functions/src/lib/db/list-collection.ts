import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';

/** Every item of one content collection, in sort-key order, each parsed with its stored schema. */
export async function listCollection<T>(
  db: DynamoDBDocumentClient,
  tableName: string,
  pk: string,
  skPrefix: string,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const items: unknown[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items.map((item) => schema.parse(item));
}
