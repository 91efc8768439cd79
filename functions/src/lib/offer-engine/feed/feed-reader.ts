import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type * as z from 'zod';

export interface Rejection {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

export interface ReadProgress {
  readonly rows: number;
  readonly bytes: number;
  readonly totalBytes: number;
}

/** A short, single-line reason for a rejected row: the first issues with their paths. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Streams a JSON Lines file through a schema, row by row, without holding the file in memory.
 * Blank lines are skipped; a line that is not JSON or fails the schema becomes a rejection with
 * its file, line number and reason, and the import goes on.
 */
export async function* readJsonLines<S extends z.ZodType>(
  path: string,
  schema: S,
  onRejected: (rejection: Rejection) => void,
  onProgress?: (progress: ReadProgress) => void,
): AsyncGenerator<{ value: z.infer<S>; line: number }> {
  const totalBytes = statSync(path).size;
  const file = path.split('/').pop() ?? path;
  const input = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  let bytes = 0;
  for await (const text of lines) {
    line++;
    bytes += Buffer.byteLength(text) + 1;
    if (onProgress && line % 50_000 === 0) onProgress({ rows: line, bytes, totalBytes });
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      onRejected({ file, line, reason: 'not valid JSON' });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) yield { value: parsed.data, line };
    else onRejected({ file, line, reason: describeIssues(parsed.error) });
  }
  onProgress?.({ rows: line, bytes: totalBytes, totalBytes });
}
