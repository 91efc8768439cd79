import { fieldErrors } from '@app/shared/validation-issues';
import type * as z from 'zod';
import { HttpError } from './errors.ts';
import type { ApiRequest } from './types.ts';

/** Parses input with a shared schema; failure is a 400 naming every bad field, localized. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  request: Pick<ApiRequest, 'locale'>,
): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError('validation_failed', { fields: fieldErrors(result.error, request.locale) });
}

export function parseBody<S extends z.ZodType>(schema: S, request: ApiRequest): z.infer<S> {
  if (request.body === undefined) throw new HttpError('bad_request');
  return parseInput(schema, request.body, request);
}

export function parseQuery<S extends z.ZodType>(schema: S, request: ApiRequest): z.infer<S> {
  return parseInput(schema, request.query, request);
}
