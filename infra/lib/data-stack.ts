import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { SecureBucket } from './constructs/secure-bucket.ts';

/**
 * Everything that holds data and must survive a redeploy: the single DynamoDB table
 * (architecture §4) and the buckets for files and offer snapshots (§3, §6).
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly indexNames: readonly string[] = ['gsi1', 'gsi2'];
  /** PDFs, attachments and exports. */
  readonly filesBucket: IBucket;
  /** Columnar offer snapshots; versioned so a bad import can be rolled back. */
  readonly snapshotsBucket: IBucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      // Sparse GSIs with generic key names; the access patterns live in functions/src/lib/db/keys.ts.
      globalSecondaryIndexes: this.indexNames.map((indexName) => ({
        indexName,
        partitionKey: { name: `${indexName}pk`, type: AttributeType.STRING },
        sortKey: { name: `${indexName}sk`, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'expiresAt',
      // Keys only: the outbox sender wakes on new outbox entries and reads them from the table.
      dynamoStream: StreamViewType.KEYS_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Server access logs of the data buckets (cdk-nag S1). cdk-nag recognises a log target by its
    // logging.s3 bucket policy, so the bucket itself needs no log bucket of its own.
    const accessLogs = new SecureBucket(this, 'AccessLogs', {
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });

    this.filesBucket = new SecureBucket(this, 'Files', {
      accessLogs: { bucket: accessLogs, prefix: 'files/' },
    });

    this.snapshotsBucket = new SecureBucket(this, 'Snapshots', {
      accessLogs: { bucket: accessLogs, prefix: 'snapshots/' },
      versioned: true,
      // A replaced snapshot stays restorable for a while, then stops costing storage.
      lifecycleRules: [
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), noncurrentVersionsToRetain: 3 },
      ],
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
    new CfnOutput(this, 'SnapshotsBucketName', { value: this.snapshotsBucket.bucketName });
  }
}
