import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReferenceData } from '@app/shared/reference-data';
import * as z from 'zod';
import { ENTITY, keys } from '../db/keys.ts';
import { referenceDataItem } from '../db/reference-data-table.ts';
import { SNAPSHOT_VERSION } from '../offer-engine/snapshot/snapshot-codec.ts';

/** The item that names the snapshot every offers Lambda serves (architecture §3). */
export const SnapshotPointerSchema = z.object({
  entity: z.literal(ENTITY.snapshotPointer),
  key: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  reference_sha256: z.string(),
  offers: z.number().int().nonnegative(),
  hotels: z.number().int().nonnegative(),
  bytes: z.number().int().positive(),
  published_at: z.string(),
  version: z.number().int().positive(),
  /** The snapshot's binary format (SNAPSHOT_VERSION); pointers written before it existed name format 1. */
  format: z.number().int().positive().default(1),
});
export type SnapshotPointer = z.infer<typeof SnapshotPointerSchema>;

export async function getSnapshotPointer(
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<SnapshotPointer | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.snapshotPointer(), ConsistentRead: true }),
  );
  return Item ? SnapshotPointerSchema.parse(Item) : undefined;
}

export class SnapshotConflictError extends Error {
  constructor() {
    super('Another import published a snapshot meanwhile; nothing was changed.');
    this.name = 'SnapshotConflictError';
  }
}

export interface PublishInput {
  readonly snapshot: Buffer;
  readonly sha256: string;
  readonly offers: number;
  readonly hotels: number;
  readonly reference: ReferenceData;
  readonly referenceSha256: string;
  /** The pointer read before the import; publishing fails if it changed meanwhile. */
  readonly previous: SnapshotPointer | undefined;
  readonly now: Date;
}

/**
 * Uploads the snapshot under its content hash, then switches the pointer and the reference data
 * in one transaction conditioned on the pointer version read before: a half-written snapshot is
 * never named, and two imports cannot overwrite each other silently.
 */
export async function publishSnapshot(
  db: DynamoDBDocumentClient,
  s3: S3Client,
  names: { tableName: string; bucket: string },
  input: PublishInput,
): Promise<SnapshotPointer> {
  const key = `snapshots/${input.sha256}.bin`;
  await s3.send(
    new PutObjectCommand({
      Bucket: names.bucket,
      Key: key,
      Body: input.snapshot,
      ContentType: 'application/octet-stream',
    }),
  );
  const pointer: SnapshotPointer = {
    entity: ENTITY.snapshotPointer,
    key,
    sha256: input.sha256,
    reference_sha256: input.referenceSha256,
    offers: input.offers,
    hotels: input.hotels,
    bytes: input.snapshot.length,
    published_at: input.now.toISOString(),
    version: (input.previous?.version ?? 0) + 1,
    format: SNAPSHOT_VERSION,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: names.tableName,
              Item: { ...keys.snapshotPointer(), ...pointer },
              ConditionExpression: input.previous ? 'version = :expected' : 'attribute_not_exists(pk)',
              ...(input.previous ? { ExpressionAttributeValues: { ':expected': input.previous.version } } : {}),
            },
          },
          {
            Put: {
              TableName: names.tableName,
              Item: referenceDataItem(input.reference, input.referenceSha256),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') throw new SnapshotConflictError();
    throw error;
  }
  return pointer;
}

export async function loadSnapshotBytes(s3: S3Client, bucket: string, key: string): Promise<Buffer> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`Snapshot ${key} is empty`);
  return Buffer.from(await answer.Body.transformToByteArray());
}
