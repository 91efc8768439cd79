import { describe, expect, it } from 'vitest';
import { runHealthChecks } from './health.ts';

const ok = () => Promise.resolve();

describe('runHealthChecks', () => {
  it('is ok only when every probe answers', async () => {
    expect(await runHealthChecks({ dynamodb: ok, s3: ok, ses: ok })).toEqual({
      status: 'ok',
      checks: { dynamodb: 'ok', s3: 'ok', ses: 'ok' },
    });
  });

  it('names the failing check and its error class, and times out a silent one', async () => {
    const refused = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { name: 'TimeoutError' }));
    const silent = (signal: AbortSignal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = await runHealthChecks({ dynamodb: ok, s3: refused, ses: silent }, 50);
    expect(result).toEqual({
      status: 'error',
      checks: { dynamodb: 'ok', s3: 'failed: TimeoutError', ses: 'failed: timeout' },
    });
  });
});
