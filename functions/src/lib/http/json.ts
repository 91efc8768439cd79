import { HttpError } from './errors.ts';
import type { HttpEvent } from './types.ts';

/** Bodies above this are refused before parsing (API Gateway itself caps payloads at 10 MB). */
export const MAX_JSON_BODY_BYTES = 1_000_000;

/** Parses a JSON request body; bodies must be sent as `application/json`. */
export function parseJsonBody(event: HttpEvent, contentType: string | undefined): unknown {
  if (event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_JSON_BODY_BYTES) throw new HttpError('payload_too_large');
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json' && !mediaType?.endsWith('+json')) throw new HttpError('unsupported_media_type');
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new HttpError('bad_request', { cause: error });
  }
}

export function jsonResult(
  status: number,
  body: unknown,
): { statusCode: number; body?: string; headers: Record<string, string> } {
  if (body === undefined) return { statusCode: status, headers: {} };
  return {
    statusCode: status,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}
