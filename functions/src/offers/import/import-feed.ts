import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HotelFeedRowSchema, OfferFeedRowSchema, type HotelFeedRow } from '@app/shared/feed';
import { ReferenceDataSchema, type ReferenceData } from '@app/shared/reference-data';
import { createIndexBuilder } from '../engine/build-index.ts';
import { encodeSnapshot } from '../engine/snapshot-codec.ts';
import { hotelHash, storedHotelHashes, writeHotels } from '../hotels-table.ts';
import { describeIssues, readJsonLines, type ReadProgress, type Rejection } from './feed-reader.ts';
import { hotelProblem, knownIds, offerProblem } from './referential-checks.ts';
import { getSnapshotPointer, publishSnapshot, type SnapshotPointer } from './snapshot-store.ts';

export interface ImportOptions {
  /** Above this share of rejected rows (per file) nothing is published. */
  readonly maxRejectedShare: number;
  readonly now: Date;
  readonly onProgress?: (file: string, progress: ReadProgress) => void;
}

export interface ImportTargets {
  readonly db: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly tableName: string;
  readonly bucket: string;
}

export interface ImportReport {
  readonly hotels: { rows: number; accepted: number; written: number };
  readonly offers: { rows: number; accepted: number };
  readonly rejections: readonly Rejection[];
  readonly snapshotBytes: number;
  readonly sha256: string;
  /** False when the feed equals the published one: nothing was changed. */
  readonly published: boolean;
  readonly pointer: SnapshotPointer;
}

export class FeedRejectedError extends Error {
  constructor(
    readonly file: string,
    readonly share: number,
    readonly rejections: readonly Rejection[],
  ) {
    super(`${file}: ${(share * 100).toFixed(2)}% of the rows were rejected; the feed is not published.`);
    this.name = 'FeedRejectedError';
  }
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function readReference(dir: string): { reference: ReferenceData; sha: string } {
  const text = readFileSync(join(dir, 'reference.json'), 'utf8');
  const parsed = ReferenceDataSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`reference.json is invalid: ${describeIssues(parsed.error)}`);
  return { reference: parsed.data, sha: sha256(JSON.stringify(parsed.data)) };
}

function checkShare(file: string, rows: number, rejected: readonly Rejection[], max: number): void {
  const share = rows === 0 ? 0 : rejected.length / rows;
  if (share > max) throw new FeedRejectedError(file, share, rejected);
}

/**
 * Imports one feed folder (docs/feed-format.md): validates every row, builds the columnar
 * snapshot, writes changed hotels, and publishes snapshot + reference data with one conditional
 * transaction. Everything is validated before anything is written, so a bad feed never replaces
 * a good snapshot; the same feed imported twice changes nothing.
 */
export async function importFeed(dir: string, targets: ImportTargets, options: ImportOptions): Promise<ImportReport> {
  const previous = await getSnapshotPointer(targets.db, targets.tableName);
  const { reference, sha: referenceSha } = readReference(dir);
  const known = knownIds(reference);

  const hotelRejections: Rejection[] = [];
  const hotels: HotelFeedRow[] = [];
  const rejectHotel = (rejection: Rejection) => hotelRejections.push(rejection);
  for await (const { value: row, line } of readJsonLines(
    join(dir, 'hotels.jsonl'),
    HotelFeedRowSchema,
    rejectHotel,
    (p) => options.onProgress?.('hotels.jsonl', p),
  )) {
    const problem = hotelProblem(row, known);
    if (problem) hotelRejections.push({ file: 'hotels.jsonl', line, reason: problem });
    else hotels.push(row);
  }
  const hotelRows = hotels.length + hotelRejections.length;
  checkShare('hotels.jsonl', hotelRows, hotelRejections, options.maxRejectedShare);

  const knownWithHotels = { ...known, hotels: new Set(hotels.map((h) => h.id)) };
  const builder = createIndexBuilder(reference, hotels);
  const offerRejections: Rejection[] = [];
  let accepted = 0;
  for await (const { value: row, line } of readJsonLines(
    join(dir, 'offers.jsonl'),
    OfferFeedRowSchema,
    (rejection) => offerRejections.push(rejection),
    (p) => options.onProgress?.('offers.jsonl', p),
  )) {
    const problem = offerProblem(row, knownWithHotels);
    if (problem) {
      offerRejections.push({ file: 'offers.jsonl', line, reason: problem });
      continue;
    }
    builder.addOffer(row);
    accepted++;
  }
  const offerRows = accepted + offerRejections.length;
  checkShare('offers.jsonl', offerRows, offerRejections, options.maxRejectedShare);

  const snapshot = encodeSnapshot(builder.build());
  const sha = sha256(snapshot);

  const stored = await storedHotelHashes(targets.db, targets.tableName);
  const changed = hotels.filter((hotel) => stored.get(hotel.id) !== hotelHash(hotel));
  await writeHotels(targets.db, targets.tableName, changed);

  const unchanged = previous?.sha256 === sha && previous.reference_sha256 === referenceSha;
  const pointer = unchanged
    ? previous
    : await publishSnapshot(
        targets.db,
        targets.s3,
        { tableName: targets.tableName, bucket: targets.bucket },
        {
          snapshot,
          sha256: sha,
          offers: accepted,
          hotels: hotels.length,
          reference,
          referenceSha256: referenceSha,
          previous,
          now: options.now,
        },
      );
  return {
    hotels: { rows: hotelRows, accepted: hotels.length, written: changed.length },
    offers: { rows: offerRows, accepted },
    rejections: [...hotelRejections, ...offerRejections],
    snapshotBytes: snapshot.length,
    sha256: sha,
    published: !unchanged,
    pointer,
  };
}
