import { describe, expect, it } from 'vitest';
import { isApiPath } from '@app/shared/routes';
import { PATHS } from './paths.ts';

describe('page paths', () => {
  it.each(Object.entries(PATHS))('%s (%s) is not an API path', (_, path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
