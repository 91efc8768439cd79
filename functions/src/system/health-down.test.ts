import { describe, expect, it } from 'vitest';
import { freePort } from '../local/ports.ts';
import { lambdaContext, toApiGatewayEvent } from '../local/api-event.ts';

describe('GET /health with a stand-in down', () => {
  it('answers 503 naming the failing check', async () => {
    // This worker points the S3 client at a port where nothing listens; DynamoDB and SES stay real.
    process.env['AWS_ENDPOINT_URL_S3'] = `http://127.0.0.1:${await freePort()}`;
    process.env['AWS_MAX_ATTEMPTS'] = '1';
    const { handler } = await import('./handler.ts');
    const event = toApiGatewayEvent({
      method: 'GET',
      url: new URL('http://localhost/health'),
      headers: {},
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
      routeKey: 'GET /health',
    });
    const result = await handler(event, lambdaContext('system'));
    expect(result.statusCode).toBe(503);
    const body = JSON.parse(result.body ?? '{}') as { status: string; checks: Record<string, string> };
    expect(body.status).toBe('error');
    expect(body.checks['dynamodb']).toBe('ok');
    expect(body.checks['ses']).toBe('ok');
    expect(body.checks['s3']).toMatch(/^failed/);
  });
});
