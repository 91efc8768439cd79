import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchTable } from '../../test/scratch-table.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { ENTITY, keys } from '../db/keys.ts';
import { countHit, subjectHash } from './rate-limit-table.ts';
import { windowStartMs, type RateLimitRule } from './sliding-window.ts';

let table: Awaited<ReturnType<typeof createScratchTable>>;
beforeAll(async () => {
  table = await createScratchTable();
});
afterAll(() => table.drop());

const rule: RateLimitRule = { scope: 'test', limit: 5, windowSeconds: 600 };
const start = windowStartMs(Date.parse('2026-05-01T10:00:00Z'), 600);

describe('rate-limit counters (against DynamoDB Local)', () => {
  it('counts concurrent hits from several Lambdas without losing one', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(documentClient(), table.tableName, rule, '198.51.100.1', start + 1000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reads the previous window and starts the next one from zero', async () => {
    for (let i = 0; i < 3; i++) await countHit(documentClient(), table.tableName, rule, 'a@example.pl', start + 5000);
    expect(await countHit(documentClient(), table.tableName, rule, 'a@example.pl', start + 600_000 + 1000)).toEqual({
      previous: 3,
      current: 1,
    });
    expect(await countHit(documentClient(), table.tableName, rule, 'b@example.pl', start + 5000)).toEqual({
      previous: 0,
      current: 1,
    });
  });

  it('ignores a window whose TTL has passed but which DynamoDB has not deleted yet', async () => {
    const previousStart = start - 600_000;
    await documentClient().send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          ...keys.rateLimitWindow(rule.scope, subjectHash('stale'), previousStart),
          entity: ENTITY.rateLimitWindow,
          hits: 50,
          expiresAt: Math.floor(start / 1000),
        },
      }),
    );
    expect(await countHit(documentClient(), table.tableName, rule, 'stale', start + 1000)).toEqual({
      previous: 0,
      current: 1,
    });
  });

  it('stores the subject only as a hash and lets the window expire after the next one', async () => {
    const { Items } = await documentClient().send(new ScanCommand({ TableName: table.tableName }));
    const texts = JSON.stringify(Items);
    expect(texts).not.toContain('198.51.100.1');
    expect(texts).not.toContain('a@example.pl');
    const window = Items?.find((item) => item['pk'] === `RATE#test#${subjectHash('198.51.100.1')}`);
    expect(window?.['expiresAt']).toBe((start + 1_200_000) / 1000);
  });
});
