import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { EndpointGroup, HttpMethod } from '@app/shared/routes';

/** One scheduled job: what runs, when, and with which event. */
export interface JobDefinition {
  /** Kebab-case; becomes the construct id. */
  readonly name: string;
  readonly description: string;
  readonly schedule: Schedule;
  /** The endpoint-group Lambda to invoke (job-only Lambdas such as the outbox sender come later). */
  readonly group: EndpointGroup;
  readonly event: Record<string, unknown>;
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
    group: 'system',
    event: syntheticApiEvent('GET', '/health'),
  },
];
