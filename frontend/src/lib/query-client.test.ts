import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

const apiError = (status: number): ApiError => new ApiError({ status, code: 'x', message: 'x' });

describe('shouldRetry', () => {
  it('retries server errors and lost connections up to three times', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(0))).toBe(true);
    expect(shouldRetry(3, apiError(500))).toBe(false);
  });

  it('does not retry client errors other than 408 and 429', () => {
    expect(shouldRetry(0, apiError(401))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(429))).toBe(true);
  });
});
