import { ApiErrorBodySchema } from '@app/shared/api-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext, toApiGatewayEvent } from '../../local/api-event.ts';
import { createGroupHandler } from './create-handler.ts';
import { SECURITY_HEADERS } from './middlewares.ts';

/** The system group with a route that fails the way a dependency does: a plain Error, no HttpError. */
const failing = createGroupHandler('system', {
  health: () => Promise.reject(new Error('DynamoDB: connect ETIMEDOUT 10.0.0.7:443')),
  csrfToken: () => Promise.resolve({ status: 200, body: {} }),
});

function get(path: string, language?: string) {
  const event = toApiGatewayEvent({
    method: 'GET',
    url: new URL(path, 'http://localhost'),
    headers: language ? { 'accept-language': language } : {},
    body: Buffer.alloc(0),
    sourceIp: '203.0.113.9',
    routeKey: '$default',
  });
  return failing(event, lambdaContext('system'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an unexpected failure on the server: the generic text of ERR-02, no detail (spec §8, OPEN-17)', () => {
  it('answers 500 internal_error with the generic text of the visitor language, and logs the cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const polish = await get('/health');
    expect(polish.statusCode).toBe(500);
    expect(polish.headers).toMatchObject({ ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    expect(ApiErrorBodySchema.parse(JSON.parse(polish.body ?? '')).error).toEqual({
      code: 'internal_error',
      message: 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
    });

    const german = await get('/health', 'de-DE,de;q=0.9');
    expect(ApiErrorBodySchema.parse(JSON.parse(german.body ?? '')).error.message).toBe(
      'Entschuldigung, es ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder wählen Sie ein anderes Angebot.',
    );

    // The visitor reads the generic text; the cause goes to the log only.
    expect(polish.body).not.toContain('ETIMEDOUT');
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0]?.[0])).toContain('connect ETIMEDOUT');
  });
});
