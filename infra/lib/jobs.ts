import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { EndpointGroup, HttpMethod } from '@app/shared/routes';

/** Lambdas that serve no endpoint and only run as jobs. */
export const JOB_FUNCTIONS = ['outbox-sender'] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

/** One scheduled job: what runs, when, and with which event. */
export interface JobDefinition {
  /** Kebab-case; becomes the construct id. */
  readonly name: string;
  readonly description: string;
  readonly schedule: Schedule;
  /** The Lambda to invoke: an endpoint group's or a job-only one. */
  readonly target: EndpointGroup | JobFunction;
  /** Omitted: EventBridge's own scheduled event. */
  readonly event?: Record<string, unknown>;
}

/**
 * An API Gateway HTTP API (payload 2.0) event for a route, so a job can reuse an endpoint's
 * handler, with its routing and middlewares, exactly as a request through the API would.
 */
export function syntheticApiEvent(method: HttpMethod, path: string): Record<string, unknown> {
  const routeKey = `${method} ${path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    requestContext: {
      accountId: 'eventbridge',
      apiId: 'eventbridge',
      domainName: 'eventbridge',
      domainPrefix: 'eventbridge',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'eventbridge' },
      requestId: 'scheduled',
      routeKey,
      stage: '$default',
      time: '01/Jan/2026:00:00:00 +0000',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

/** Every scheduled job of the app, in one list. */
export const JOBS: readonly JobDefinition[] = [
  {
    name: 'health-probe',
    description:
      'Calls GET /health every 5 minutes, so a broken dependency shows up in logs and alarms before users notice',
    schedule: Schedule.rate(Duration.minutes(5)),
    target: 'system',
    event: syntheticApiEvent('GET', '/health'),
  },
  {
    name: 'outbox-sender',
    description:
      'Sends the e-mails of the outbox that are due every minute: retries after failures, and anything the stream trigger missed',
    schedule: Schedule.rate(Duration.minutes(1)),
    target: 'outbox-sender',
  },
];
