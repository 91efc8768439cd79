import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { s3Client } from '../lib/aws/s3.ts';
import { sesClient } from '../lib/aws/ses.ts';
import { env } from '../lib/env.ts';
import type { HealthCheckName, HealthProbe } from './health.ts';

/** Each probe makes one real call to its service. */
export function awsHealthProbes(): Record<HealthCheckName, HealthProbe> {
  const { TABLE_NAME, FILES_BUCKET, SNAPSHOTS_BUCKET } = env();
  return {
    dynamodb: (abortSignal) =>
      documentClient().send(new DescribeTableCommand({ TableName: TABLE_NAME }), { abortSignal }),
    s3: (abortSignal) =>
      Promise.all(
        [FILES_BUCKET, SNAPSHOTS_BUCKET].map((Bucket) =>
          s3Client().send(new HeadBucketCommand({ Bucket }), { abortSignal }),
        ),
      ),
    ses: async (abortSignal) => {
      const account = await sesClient().send(new GetAccountCommand({}), { abortSignal });
      if (account.SendingEnabled === false) throw new Error('sending paused');
    },
  };
}
