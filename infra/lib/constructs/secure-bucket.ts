import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface SecureBucketProps extends Omit<BucketProps, 'encryption' | 'blockPublicAccess' | 'enforceSSL'> {
  /** Where S3 server access logs go (cdk-nag S1); omitted only for a log bucket itself. */
  readonly accessLogs?: { readonly bucket: IBucket; readonly prefix: string };
}

/**
 * A private bucket with the settings every bucket of this app shares: S3-managed encryption,
 * all public access blocked, TLS-only access, incomplete uploads cleaned up.
 */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: SecureBucketProps = {}) {
    const { accessLogs, lifecycleRules = [], ...rest } = props;
    super(scope, id, {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs?.bucket,
      serverAccessLogsPrefix: accessLogs?.prefix,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...lifecycleRules,
      ],
      ...rest,
    });
  }
}
