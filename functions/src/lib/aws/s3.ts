import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/** Path-style addressing is needed only by the local stand-in (s3rver), which has no env switch. */
export function s3Client(): S3Client {
  client ??= new S3Client({ forcePathStyle: Boolean(process.env['AWS_ENDPOINT_URL_S3']) });
  return client;
}
