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
import { resolveGalleries, uploadMedia, type MediaFile } from './gallery-media.ts';
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
  /** Offer snapshots. */
  readonly bucket: string;
  /** Hotel images the site serves under /media/. */
  readonly mediaBucket: string;
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
 * transaction. Hotels are written once the hotels file passed; the snapshot and the reference
 * data only once every file passed, so a bad feed never replaces a good snapshot (hotels the old
 * snapshot shows keep valid, if newer, content). The same feed imported twice changes nothing.
 */
export async function importFeed(dir: string, targets: ImportTargets, options: ImportOptions): Promise<ImportReport> {
  const previous = await getSnapshotPointer(targets.db, targets.tableName);
  const { reference, sha: referenceSha } = readReference(dir);
  const known = knownIds(reference);

  const { hotels, rejections: hotelRejections, files } = await readHotels(dir, known, options);
  const hotelRows = hotels.length + hotelRejections.length;
  checkShare('hotels.jsonl', hotelRows, hotelRejections, options.maxRejectedShare);

  // Images and hotels are written while the offers stream (DynamoDB works on the other core): they
  // passed their own validation, and the snapshot that refers to them is published only at the end.
  const hotelsWritten = uploadMedia(targets.s3, targets.mediaBucket, files).then(() =>
    writeChangedHotels(targets, hotels),
  );
  // Handled at once: a failed write surfaces below, after the offers, not as an unhandled rejection.
  hotelsWritten.catch(() => undefined);
  const offers = await readOffers(dir, reference, hotels, known, options).catch(async (error: unknown) => {
    // A rejected offers file still waits for the hotel writes, so none is left in flight.
    await hotelsWritten.catch(() => undefined);
    throw error;
  });
  const written = await hotelsWritten;
  const { snapshot, accepted, rows: offerRows, rejections: offerRejections } = offers;
  const sha = sha256(snapshot);

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
    hotels: { rows: hotelRows, accepted: hotels.length, written },
    offers: { rows: offerRows, accepted },
    rejections: [...hotelRejections, ...offerRejections],
    snapshotBytes: snapshot.length,
    sha256: sha,
    published: !unchanged,
    pointer,
  };
}

/** Streams and validates the hotels, with their gallery files resolved to published media. */
async function readHotels(
  dir: string,
  known: ReturnType<typeof knownIds>,
  options: ImportOptions,
): Promise<{ hotels: HotelFeedRow[]; rejections: Rejection[]; files: MediaFile[] }> {
  const rejections: Rejection[] = [];
  const sound: HotelFeedRow[] = [];
  const lines = new Map<string, number>();
  for await (const { value: row, line } of readJsonLines(
    join(dir, 'hotels.jsonl'),
    HotelFeedRowSchema,
    (rejection) => rejections.push(rejection),
    (p) => options.onProgress?.('hotels.jsonl', p),
  )) {
    const problem = hotelProblem(row, known);
    if (problem) rejections.push({ file: 'hotels.jsonl', line, reason: problem });
    else {
      sound.push(row);
      lines.set(row.id, line);
    }
  }
  const { hotels, files, problems } = await resolveGalleries(dir, sound);
  for (const [id, reason] of problems) rejections.push({ file: 'hotels.jsonl', line: lines.get(id) ?? 0, reason });
  rejections.sort((a, b) => a.line - b.line);
  return { hotels, rejections, files };
}

async function writeChangedHotels(targets: ImportTargets, hotels: readonly HotelFeedRow[]): Promise<number> {
  const stored = await storedHotelHashes(targets.db, targets.tableName);
  const changed = hotels.filter((hotel) => stored.get(hotel.id) !== hotelHash(hotel));
  await writeHotels(targets.db, targets.tableName, changed);
  return changed.length;
}

/** Streams, validates and indexes the offers; refuses the feed above the rejected share. */
async function readOffers(
  dir: string,
  reference: ReferenceData,
  hotels: readonly HotelFeedRow[],
  known: ReturnType<typeof knownIds>,
  options: ImportOptions,
): Promise<{ snapshot: Buffer; accepted: number; rows: number; rejections: Rejection[] }> {
  const knownWithHotels = { ...known, hotels: new Set(hotels.map((h) => h.id)) };
  const builder = createIndexBuilder(reference, hotels);
  const rejections: Rejection[] = [];
  let accepted = 0;
  for await (const { value: row, line } of readJsonLines(
    join(dir, 'offers.jsonl'),
    OfferFeedRowSchema,
    (rejection) => rejections.push(rejection),
    (p) => options.onProgress?.('offers.jsonl', p),
  )) {
    const problem = offerProblem(row, knownWithHotels);
    if (problem) {
      rejections.push({ file: 'offers.jsonl', line, reason: problem });
      continue;
    }
    builder.addOffer(row);
    accepted++;
  }
  const rows = accepted + rejections.length;
  checkShare('offers.jsonl', rows, rejections, options.maxRejectedShare);
  return { snapshot: encodeSnapshot(builder.build()), accepted, rows, rejections };
}
