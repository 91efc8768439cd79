import { HealthResponseSchema } from '@app/shared/health';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../test/api-client.ts';

describe('GET /health', () => {
  it('answers 200 after talking to DynamoDB, S3 and SES', async () => {
    const response = await new TestClient().request('/health');
    expect(response.status).toBe(200);
    expect(HealthResponseSchema.parse(await response.json())).toEqual({
      status: 'ok',
      checks: { dynamodb: 'ok', s3: 'ok', ses: 'ok' },
    });
  });
});
