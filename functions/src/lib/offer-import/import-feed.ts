import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HotelFeedRow } from '@app/shared/feed';
import { hotelHash, storedHotelHashes, writeHotels } from '../db/hotels-table.ts';
import type { Rejection } from '../offer-engine/feed/feed-reader.ts';
import {
  checkShare,
  readHotels,
  readOffers,
  readReference,
  sha256,
  type FeedReadOptions,
} from '../offer-engine/feed/read-feed.ts';
import { knownIds } from '../offer-engine/feed/referential-checks.ts';
import { decodeSnapshot } from '../offer-engine/snapshot/snapshot-codec.ts';
import { publishHotelPages, type HotelPagesReport, type HotelPagesTarget } from './hotel-pages.ts';
import { uploadMedia } from './media-store.ts';
import { getSnapshotPointer, publishSnapshot, type SnapshotPointer } from './snapshot-store.ts';

export interface ImportOptions extends FeedReadOptions {
  readonly now: Date;
}

export interface ImportTargets {
  readonly db: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly tableName: string;
  /** Offer snapshots. */
  readonly bucket: string;
  /** Hotel images the site serves under /media/. */
  readonly mediaBucket: string;
  /** The site bucket and the build's template: without them no hotel documents are written. */
  readonly hotelPages?: HotelPagesTarget;
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
  /** The hotel documents for search engines (decision 028), when a target was given. */
  readonly hotelPages?: HotelPagesReport;
}

/**
 * Imports one feed folder (docs/feed-format.md): validates every row, builds the columnar
 * snapshot, writes changed hotels, and publishes snapshot + reference data with one conditional
 * transaction. Hotels are written once the hotels file passed; the snapshot and the reference
 * data only once every file passed, so a bad feed never replaces a good snapshot (hotels the old
 * snapshot shows keep valid, if newer, content). The same feed imported twice changes nothing.
 * The hotels' documents for search engines follow the published snapshot; they are written even
 * when the feed is unchanged, since the build they load may be new (unchanged ones are skipped).
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
  const hotelPages = targets.hotelPages
    ? await publishHotelPages(targets.hotelPages, { hotels, index: decodeSnapshot(snapshot), now: options.now })
    : undefined;
  return {
    hotels: { rows: hotelRows, accepted: hotels.length, written },
    offers: { rows: offerRows, accepted },
    rejections: [...hotelRejections, ...offerRejections],
    snapshotBytes: snapshot.length,
    sha256: sha,
    published: !unchanged,
    pointer,
    ...(hotelPages ? { hotelPages } : {}),
  };
}

async function writeChangedHotels(targets: ImportTargets, hotels: readonly HotelFeedRow[]): Promise<number> {
  const stored = await storedHotelHashes(targets.db, targets.tableName);
  const changed = hotels.filter((hotel) => stored.get(hotel.id) !== hotelHash(hotel));
  await writeHotels(targets.db, targets.tableName, changed);
  return changed.length;
}
