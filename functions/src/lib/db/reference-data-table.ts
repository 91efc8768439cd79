import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ReferenceDataSchema, type ReferenceData } from '@app/shared/reference-data';
import { ENTITY, keys } from './keys.ts';

/**
 * The reference data of the published feed is one item (a few dozen kB, far below DynamoDB's
 * 400 kB): every filter endpoint needs all of it, and one item changes atomically.
 */
export async function getReferenceData(
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<ReferenceData | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.referenceData() }));
  if (!Item) return undefined;
  return ReferenceDataSchema.parse(Item['data']);
}

export function referenceDataItem(data: ReferenceData, sha256: string): Record<string, unknown> {
  return { ...keys.referenceData(), entity: ENTITY.referenceData, sha256, data };
}

export async function putReferenceData(
  db: DynamoDBDocumentClient,
  tableName: string,
  data: ReferenceData,
  sha256: string,
): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: referenceDataItem(data, sha256) }));
}
