import type { ReferenceData } from '@app/shared/reference-data';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { HttpError } from '../lib/http/errors.ts';
import { getReferenceData } from '../lib/db/reference-data-table.ts';

/** Reference data changes only with an import; one read a minute per Lambda instance is plenty. */
const MAX_AGE_MS = 60_000;
let cached: { data: ReferenceData; loadedAt: number } | undefined;

export async function currentReferenceData(now = Date.now()): Promise<ReferenceData> {
  if (cached && now - cached.loadedAt < MAX_AGE_MS) return cached.data;
  const data = await getReferenceData(documentClient(), env().TABLE_NAME);
  // Before the first import there is nothing to offer yet: a clear 503, not a crash.
  if (!data) throw new HttpError('service_unavailable');
  cached = { data, loadedAt: now };
  return data;
}
