import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { EndpointGroupFunction } from './constructs/endpoint-group-function.ts';
import { TABLE_READ, grantTable } from './group-permissions.ts';
import { handlerEntry } from './paths.ts';

export interface OutboxSenderProps {
  readonly environment: Readonly<Record<string, string>>;
  readonly table: ITableV2;
  readonly indexNames: readonly string[];
  /** The verified sender address (`MAIL_FROM`). */
  readonly mailFrom: string;
  readonly configurationSetName: string;
}

/**
 * The outbox sender (decision 010): the only Lambda allowed to send e-mail. It runs every minute
 * (SchedulesStack) and right after an outbox entry is written (the table's stream, filtered to
 * inserts of `OUTBOX#` items), so e-mail normally leaves within a second or two.
 */
export function createOutboxSender(scope: Construct, props: OutboxSenderProps): IFunction {
  const { function: fn } = new EndpointGroupFunction(scope, 'OutboxSender', {
    job: 'outbox-sender',
    entry: handlerEntry('outbox-sender'),
    description: 'Outbox sender: sends queued e-mails through SES',
    environment: props.environment,
    // Claims stop 15 s before the end, so a send in flight always finishes inside its lease.
    timeout: Duration.seconds(60),
  });
  // Claims and results are conditional updates; nothing is deleted or put.
  grantTable(fn, { table: props.table, indexNames: props.indexNames }, [...TABLE_READ, 'dynamodb:UpdateItem']);

  const stack = Stack.of(scope);
  const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  const domain = props.mailFrom.split('@')[1] ?? props.mailFrom;
  fn.addToRolePolicy(
    new PolicyStatement({
      // SES authorises a send against the sender identity (address or its domain) and the configuration set.
      actions: ['ses:SendEmail'],
      resources: [
        identity(props.mailFrom),
        identity(domain),
        stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: props.configurationSetName }),
      ],
    }),
  );

  fn.addEventSource(
    new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      // A failed run is not worth many retries: the schedule picks the e-mails up within a minute.
      retryAttempts: 2,
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT') as unknown,
          dynamodb: { Keys: { sk: { S: FilterRule.beginsWith('OUTBOX#') } } },
        }),
      ],
    }),
  );

  Validations.of(fn).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The AWS managed basic execution policy only allows writing the function's own CloudWatch logs.",
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is pinned on purpose: the dependency set is verified against Node 22, and moving to a newer runtime is a deliberate, tested upgrade rather than an automatic one.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and dynamodb:ListStreams (needed by the stream trigger) do not support resource-level permissions.',
    },
  );
  return fn;
}
