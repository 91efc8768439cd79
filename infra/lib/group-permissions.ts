import { Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { EndpointGroup } from '@app/shared/routes';

/** The resources a group's Lambda may be granted access to. */
export interface GrantableResources {
  readonly table: ITableV2;
  /** The table's GSIs, named so that grants list them instead of a `/index/*` wildcard. */
  readonly indexNames: readonly string[];
  readonly filesBucket: IBucket;
  readonly snapshotsBucket: IBucket;
  readonly csrfSecret: ISecret;
}

type GrantFn = (fn: IFunction, resources: GrantableResources) => void;

// Transactions need no actions of their own: TransactWriteItems is authorised per item by these.
export const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
];
export const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

export function grantTable(
  fn: IFunction,
  { table, indexNames }: Pick<GrantableResources, 'table' | 'indexNames'>,
  actions: readonly string[],
): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...actions],
      resources: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
    }),
  );
}

/**
 * Least privilege per endpoint group, in one place. Typed by `EndpointGroup`, so adding a group
 * to the route table fails to compile until its permissions are decided here.
 * Cognito needs no entry: USER_PASSWORD_AUTH, refresh and revoke on a public client are
 * unauthenticated Cognito calls, and JWT verification only fetches the public JWKS.
 */
export const GROUP_PERMISSIONS: Record<EndpointGroup, GrantFn> = {
  // GET /health probes each dependency with one cheap call; GET /csrf_token signs with the secret.
  system: (fn, { table, filesBucket, snapshotsBucket, csrfSecret }) => {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [table.tableArn] }));
    // HeadBucket is authorised by s3:ListBucket on the bucket itself (no object access).
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [filesBucket.bucketArn, snapshotsBucket.bucketArn],
      }),
    );
    // SES account-level reads have no resource ARN. GetAccount is what the SESv2 probe calls;
    // GetSendQuota is its SES v1 equivalent.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount', 'ses:GetSendQuota'], resources: ['*'] }));
    csrfSecret.grantRead(fn);
  },
  content: (fn, resources) => {
    grantTable(fn, resources, TABLE_READ);
  },
  // Reads the snapshot pointer and hotels from the table and the published snapshot from S3.
  offers: (fn, resources) => {
    grantTable(fn, resources, TABLE_READ);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [resources.snapshotsBucket.arnForObjects('snapshots/*')],
      }),
    );
  },
  // Reads the reference data item of the published feed.
  filters: (fn, resources) => {
    grantTable(fn, resources, TABLE_READ);
  },
  // Enquiries, their outbox entries, newsletter subscribers and rate-limit counters live in the
  // table; every route is a POST that verifies the CSRF token. No SES: the outbox sender sends.
  enquiries: (fn, resources) => {
    grantTable(fn, resources, [...TABLE_READ, ...TABLE_WRITE]);
    resources.csrfSecret.grantRead(fn);
  },
  // Nothing: the offer sheet and its PDF are GETs (no CSRF key), read offers and hotels through the
  // offers API over HTTPS (decision 029) and fetch hotel photos from the site; no table, no bucket.
  exports: () => undefined,
  // Sign-in throttling lives in the table; POST/DELETE verify the CSRF token.
  'admin-session': (fn, resources) => {
    grantTable(fn, resources, [...TABLE_READ, ...TABLE_WRITE]);
    resources.csrfSecret.grantRead(fn);
  },
};

/** Writes down why the wildcards that remain are acceptable (cdk-nag IAM5). */
export function acknowledgeGroupWildcards(fn: IFunction, group: EndpointGroup, resources: GrantableResources): void {
  const reasons: string[] = [
    'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) does not support resource-level permissions.',
  ];
  if (group === 'system')
    reasons.push('ses:GetAccount and ses:GetSendQuota are account-level reads without a resource ARN.');
  Validations.of(fn).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: reasons.join(' ') });
  if (group === 'offers') {
    // cdk-nag names the resource by the cross-stack export CDK derives for the bucket ARN; the
    // cdk-nag test fails loudly if that name ever changes.
    const exportName = `${Stack.of(resources.snapshotsBucket).stackName}:ExportsOutputFnGetAttSnapshotsD03D071CArnFDD1C08E`;
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${exportName}/snapshots/*]`,
      reason:
        'Snapshots are stored under their content hash, so the offers Lambda may read any object below snapshots/ (and nothing else).',
    });
  }
}
