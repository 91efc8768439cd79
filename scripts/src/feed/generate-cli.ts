import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { HotelFeedRowSchema, OfferFeedRowSchema } from '@app/shared/feed';
import { ReferenceDataSchema } from '@app/shared/reference-data';
import { clearGeneratorVersion, writeGeneratorVersion } from './feed-version.ts';
import { generateHotels, generateOffers } from './generator.ts';
import { IMAGE_POOL, renderImage } from './images.ts';
import { REFERENCE_DATA } from './reference/reference-data.ts';

/**
 * Writes a development feed (docs/feed-format.md):
 *   npm run feed:generate -- --offers 860000 --seed 42 --out .local/feed --eur-pln 4.25
 * Rows are streamed to disk in ~1 MB chunks, so the feed is never held as text in memory. The
 * generator's version is written last (feed-version.ts): only a finished feed carries it.
 */
const USAGE = `Usage: npm run feed:generate -- [--offers N] [--seed N] [--out DIR] [--eur-pln RATE]
       [--hotels N (default offers/45)] [--start YYYY-MM-DD (default tomorrow)] [--days N (default 330)] [--validate]`;

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer, got "${text}"`);
  return value;
}

function tomorrow(): string {
  const now = new Date();
  const local = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      offers: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      'eur-pln': { type: 'string' },
      hotels: { type: 'string' },
      start: { type: 'string' },
      days: { type: 'string' },
      validate: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const offers = integer('offers', values.offers, 860_000);
  const rate = Number(values['eur-pln'] ?? '4.25');
  if (!(rate > 0)) throw new Error(`--eur-pln must be a positive number, got "${values['eur-pln']}"`);
  const start = values.start ?? tomorrow();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(start)))
    throw new Error(`--start must be YYYY-MM-DD, got "${start}"`);
  return {
    offers,
    seed: integer('seed', values.seed, 42),
    out: resolve(values.out ?? '.local/feed'),
    eurPln: rate,
    hotels: integer('hotels', values.hotels, Math.max(1, Math.round(offers / 45))),
    start,
    days: Math.max(1, integer('days', values.days, 330)),
    validate: values.validate ?? false,
  };
}

/** Line-buffered writer: joins rows into ~1 MB chunks and honours back-pressure. */
function lineWriter(path: string): { write(line: string): Promise<void> | undefined; close(): Promise<void> } {
  const stream: WriteStream = createWriteStream(path);
  let buffer = '';
  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  return {
    write(line) {
      buffer += line + '\n';
      return buffer.length >= 1 << 20 ? flush() : undefined;
    },
    async close() {
      await flush();
      stream.end();
      await once(stream, 'finish');
    },
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const began = performance.now();
  await mkdir(join(options.out, 'images'), { recursive: true });
  await clearGeneratorVersion(options.out);

  await writeFile(
    join(options.out, 'reference.json'),
    JSON.stringify(ReferenceDataSchema.parse(REFERENCE_DATA), null, 2) + '\n',
  );
  await Promise.all(IMAGE_POOL.map((image) => writeFile(join(options.out, 'images', image.name), renderImage(image))));

  const hotels = generateHotels({ seed: options.seed, hotels: options.hotels });
  const hotelFile = lineWriter(join(options.out, 'hotels.jsonl'));
  for (const hotel of hotels) await hotelFile.write(JSON.stringify(HotelFeedRowSchema.parse(hotel)));
  await hotelFile.close();

  const offerFile = lineWriter(join(options.out, 'offers.jsonl'));
  const offersBegan = performance.now();
  let count = 0;
  for (const offer of generateOffers(options, hotels)) {
    await offerFile.write(JSON.stringify(options.validate ? OfferFeedRowSchema.parse(offer) : offer));
    count++;
    if (count % 200_000 === 0) process.stdout.write(`  ${count.toLocaleString('en')} offers…\n`);
  }
  await offerFile.close();
  await writeGeneratorVersion(options.out);

  const seconds = (performance.now() - began) / 1000;
  const offerSeconds = (performance.now() - offersBegan) / 1000;
  console.log(
    `Feed written to ${options.out}: ${hotels.length.toLocaleString('en')} hotels, ${count.toLocaleString('en')} offers, ` +
      `${IMAGE_POOL.length} images in ${seconds.toFixed(1)} s ` +
      `(${Math.round(count / Math.max(offerSeconds, 0.001)).toLocaleString('en')} offers/s; seed ${options.seed}, from ${options.start}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`✖ feed:generate failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(1);
});
