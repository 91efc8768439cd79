import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  ScanCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { HotelFeedRowSchema, type HotelFeedRow } from '@app/shared/feed';
import { ENTITY, keys } from './keys.ts';

/** Content hash of a hotel row: an import rewrites only hotels whose content changed. */
export function hotelHash(row: HotelFeedRow): string {
  return createHash('sha256').update(JSON.stringify(row)).digest('hex');
}

export function hotelItem(row: HotelFeedRow): Record<string, unknown> {
  return { ...keys.hotel(row.id), entity: ENTITY.hotel, sha256: hotelHash(row), hotel: row };
}

/** Hash of every stored hotel, by id (one paginated scan of the hotel items' keys and hashes). */
export async function storedHotelHashes(db: DynamoDBDocumentClient, tableName: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :hotel',
        ProjectionExpression: 'pk, sha256',
        ExpressionAttributeValues: { ':hotel': ENTITY.hotel },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item['pk']);
      hashes.set(pk.slice('HOTEL#'.length), String(item['sha256']));
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return hashes;
}

/** Writes hotel items 25 at a time, a few batches in flight, retrying unprocessed items. */
export async function writeHotels(
  db: DynamoDBDocumentClient,
  tableName: string,
  rows: readonly HotelFeedRow[],
): Promise<void> {
  const batches: HotelFeedRow[][] = [];
  for (let i = 0; i < rows.length; i += 25) batches.push(rows.slice(i, i + 25));
  const concurrency = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batches.length) {
        const batch = batches[next++] ?? [];
        let pending: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = batch.map(
          (row) => ({
            PutRequest: { Item: hotelItem(row) },
          }),
        );
        for (let attempt = 0; pending?.length; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
          const answer: BatchWriteCommandOutput = await db.send(
            new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
          );
          pending = answer.UnprocessedItems?.[tableName];
        }
      }
    }),
  );
}

export async function getHotel(
  db: DynamoDBDocumentClient,
  tableName: string,
  hotelId: string,
): Promise<HotelFeedRow | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.hotel(hotelId) }));
  return Item ? HotelFeedRowSchema.parse(Item['hotel']) : undefined;
}

/** Hotels by id, 100 per request (DynamoDB's limit), retrying unprocessed keys; unknown ids are left out. */
export async function getHotels(
  db: DynamoDBDocumentClient,
  tableName: string,
  ids: readonly string[],
): Promise<HotelFeedRow[]> {
  const rows: HotelFeedRow[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    let pending: NonNullable<BatchGetCommandOutput['UnprocessedKeys']>[string] | undefined = {
      Keys: ids.slice(start, start + 100).map((id) => keys.hotel(id)),
      ProjectionExpression: 'hotel',
    };
    for (let attempt = 0; pending?.Keys?.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer: BatchGetCommandOutput = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: pending } }),
      );
      for (const item of answer.Responses?.[tableName] ?? []) rows.push(HotelFeedRowSchema.parse(item['hotel']));
      pending = answer.UnprocessedKeys?.[tableName];
    }
  }
  return rows;
}
