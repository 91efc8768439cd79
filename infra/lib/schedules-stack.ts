import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { EndpointGroup } from '@app/shared/routes';
import { pascalCase } from './app-config.ts';
import { ScheduledJob } from './constructs/scheduled-job.ts';
import { JOBS, type JobDefinition, type JobFunction } from './jobs.ts';

export interface SchedulesStackProps extends StackProps {
  readonly functions: Readonly<Record<EndpointGroup | JobFunction, IFunction>>;
  readonly jobs?: readonly JobDefinition[];
}

/**
 * EventBridge schedules (architecture §1). The rules and their invoke permissions live here and
 * only reference the functions of the API stack, so the dependency points one way.
 */
export class SchedulesStack extends Stack {
  readonly jobs: Readonly<Record<string, ScheduledJob>>;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);

    const jobs: Record<string, ScheduledJob> = {};
    for (const job of props.jobs ?? JOBS) {
      jobs[job.name] = new ScheduledJob(this, pascalCase(job.name), {
        description: job.description,
        schedule: job.schedule,
        target: props.functions[job.target],
        event: job.event,
      });
    }
    this.jobs = jobs;
  }
}
