import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, RuleTargetInput, type Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface ScheduledJobProps {
  readonly description: string;
  readonly schedule: Schedule;
  readonly target: IFunction;
  /** The event the function receives; omitted = EventBridge's own scheduled event. */
  readonly event?: Record<string, unknown>;
}

/**
 * An EventBridge rule that invokes a Lambda on a schedule, plus an alarm when that Lambda fails.
 * A missed run is not retried for long: the next scheduled run does the same work.
 */
export class ScheduledJob extends Construct {
  readonly rule: Rule;
  readonly errorsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);

    this.rule = new Rule(this, 'Rule', {
      description: props.description,
      schedule: props.schedule,
      targets: [
        new LambdaFunction(props.target, {
          event: props.event ? RuleTargetInput.fromObject(props.event) : undefined,
          retryAttempts: 2,
          maxEventAge: Duration.minutes(5),
        }),
      ],
    });

    this.errorsAlarm = new Alarm(this, 'Errors', {
      alarmDescription: `${props.description}: the function failed (errors in a 5-minute window)`,
      metric: props.target.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
