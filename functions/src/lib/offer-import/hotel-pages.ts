import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HotelFeedRow } from '@app/shared/feed';
import {
  HOTEL_PAGE_TEMPLATE_FILE,
  HotelPageTemplateSchema,
  type HotelPageTemplate,
} from '@app/shared/hotel-page/hotel-page-template';
import { hotelCanonicalPath } from '@app/shared/hotel-page/hotel-seo';
import { HOTEL_PAGES_PREFIX, HOTEL_SITEMAP_FILE, hotelPageFile } from '@app/shared/page-answer';
import { getHotels } from '../db/hotels-table.ts';
import { warsawDay } from '../offer-engine/days.ts';
import type { OfferIndex } from '../offer-engine/offer-index.ts';
import { decodeSnapshot } from '../offer-engine/snapshot/snapshot-codec.ts';
import { goneHotelPageDocument, hotelPageDocument, hotelSitemapXml } from './hotel-page-document.ts';
import { hotelSeoFacts, lowestHotelOffers } from './hotel-page-facts.ts';
import { TEMPLATE_COPY, md5, putChanged, storedEtags, type PendingObject } from './hotel-pages-store.ts';
import { getSnapshotPointer, loadSnapshotBytes } from './snapshot-store.ts';

/** Where hotel documents go: the site bucket, and the build's template to write them from. */
export interface HotelPagesTarget {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly template: HotelPageTemplate;
}

export interface HotelPagesReport {
  /** Documents of hotels in the offer, and of hotels gone from it (answered with 404). */
  readonly hotels: number;
  readonly gone: number;
  /** Objects written; the others already held the same bytes. */
  readonly written: number;
  /** Size of every hotel document together, and of the largest one. */
  readonly bytes: number;
  readonly largest: number;
  readonly ms: number;
}

const DOCUMENT_KEY = new RegExp(`^${HOTEL_PAGES_PREFIX.slice(1)}([A-Za-z0-9_-]+)\\.html$`);
const HTML = 'text/html; charset=utf-8';

/**
 * Writes the document of every hotel of a snapshot (decision 028), turns the documents of hotels
 * no longer in it into 404 documents, and writes the sitemap of the hotel pages. Objects already
 * holding the same bytes are left alone (S3's ETag of a single-part upload is the MD5 of its body),
 * so a second run with the same offer and the same build writes nothing. Documents are made as the
 * uploads take them, so memory holds a few of them, not all (19k documents are 150 MB).
 */
export async function publishHotelPages(
  target: HotelPagesTarget,
  input: { readonly hotels: readonly HotelFeedRow[]; readonly index: OfferIndex; readonly now: Date },
): Promise<HotelPagesReport> {
  const started = performance.now();
  const stored = await storedEtags(target.s3, target.bucket);
  const lowest = lowestHotelOffers(input.index, warsawDay(input.now.getTime() / 1000));
  const regions = new Map(input.index.meta.reference.regions.map((region) => [region.id, region]));
  const current = new Set(input.hotels.map((hotel) => hotel.id));
  const goneKeys = [...stored.keys()].filter((key) => {
    const id = DOCUMENT_KEY.exec(key)?.[1];
    return id !== undefined && !current.has(id);
  });
  function* objects(): Generator<PendingObject> {
    for (const hotel of input.hotels) {
      const facts = hotelSeoFacts(hotel, regions, lowest.get(hotel.id));
      yield {
        key: hotelPageFile(hotel.id).slice(1),
        body: hotelPageDocument(target.template, facts),
        contentType: HTML,
        hotel: true,
      };
    }
    const gone = goneHotelPageDocument(target.template);
    for (const key of goneKeys) yield { key, body: gone, contentType: HTML, gone: true };
    const paths = input.hotels.map((hotel) => hotelCanonicalPath(hotel));
    const sitemap = hotelSitemapXml(target.template.siteOrigin, paths);
    yield { key: HOTEL_SITEMAP_FILE.slice(1), body: sitemap, contentType: 'application/xml; charset=utf-8' };
    // Last, so documents left half written by a failed run are written again by the next start.
    yield { key: TEMPLATE_COPY, body: JSON.stringify(target.template), contentType: 'application/json' };
  }
  let bytes = 0;
  let largest = 0;
  const written = await putChanged(target, stored, objects(), (object) => {
    if (!object.hotel) return;
    const size = Buffer.byteLength(object.body);
    bytes += size;
    largest = Math.max(largest, size);
  });
  return {
    hotels: input.hotels.length,
    gone: goneKeys.length,
    written,
    bytes,
    largest,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Writes the hotel documents of the published snapshot again, from its hotels in the table: after
 * a deploy of the front end, whose new build the documents must load. Undefined without a snapshot.
 */
export async function republishHotelPages(
  db: DynamoDBDocumentClient,
  names: { readonly tableName: string; readonly snapshotsBucket: string },
  target: HotelPagesTarget,
  now: Date,
): Promise<HotelPagesReport | undefined> {
  const pointer = await getSnapshotPointer(db, names.tableName);
  if (!pointer) return undefined;
  const index = decodeSnapshot(await loadSnapshotBytes(target.s3, names.snapshotsBucket, pointer.key));
  const hotels = await getHotels(db, names.tableName, index.meta.hotels.ids);
  return publishHotelPages(target, { hotels, index, now });
}

/** The template of the build deployed to the site bucket; undefined when none is. */
export async function deployedHotelPageTemplate(s3: S3Client, bucket: string): Promise<HotelPageTemplate | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: HOTEL_PAGE_TEMPLATE_FILE.slice(1) }));
    return HotelPageTemplateSchema.parse(JSON.parse((await object.Body?.transformToString()) ?? ''));
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Whether the documents were written from another build's template (or never written). */
export async function hotelPagesOutdated(target: HotelPagesTarget): Promise<boolean> {
  try {
    const copy = await target.s3.send(new HeadObjectCommand({ Bucket: target.bucket, Key: TEMPLATE_COPY }));
    return copy.ETag?.replaceAll('"', '') !== md5(JSON.stringify(target.template));
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return true;
    throw error;
  }
}
