import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HotelFeedRowSchema, OfferFeedRowSchema, type HotelFeedRow } from '@app/shared/feed';
import { ReferenceDataSchema, type ReferenceData } from '@app/shared/reference-data';
import { createIndexBuilder } from '../snapshot/build-index.ts';
import { encodeSnapshot } from '../snapshot/snapshot-codec.ts';
import { describeIssues, readJsonLines, type ReadProgress, type Rejection } from './feed-reader.ts';
import { resolveGalleries, type MediaFile } from './gallery-media.ts';
import { hotelProblem, offerProblem, type KnownIds } from './referential-checks.ts';

/**
 * Reading one feed folder (docs/feed-format.md) into what an import publishes: the reference data,
 * the hotels with their gallery files, and the offers as an encoded snapshot. Only files are read
 * here; where the results are stored is the caller's business (lib/offer-import).
 */
export interface FeedReadOptions {
  /** Above this share of rejected rows (per file) nothing is published. */
  readonly maxRejectedShare: number;
  readonly onProgress?: (file: string, progress: ReadProgress) => void;
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

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function readReference(dir: string): { reference: ReferenceData; sha: string } {
  const text = readFileSync(join(dir, 'reference.json'), 'utf8');
  const parsed = ReferenceDataSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`reference.json is invalid: ${describeIssues(parsed.error)}`);
  return { reference: parsed.data, sha: sha256(JSON.stringify(parsed.data)) };
}

export function checkShare(file: string, rows: number, rejected: readonly Rejection[], max: number): void {
  const share = rows === 0 ? 0 : rejected.length / rows;
  if (share > max) throw new FeedRejectedError(file, share, rejected);
}

/** Streams and validates the hotels, with their gallery files resolved to published media. */
export async function readHotels(
  dir: string,
  known: KnownIds,
  options: FeedReadOptions,
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

/** Streams, validates and indexes the offers; refuses the feed above the rejected share. */
export async function readOffers(
  dir: string,
  reference: ReferenceData,
  hotels: readonly HotelFeedRow[],
  known: KnownIds,
  options: FeedReadOptions,
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
