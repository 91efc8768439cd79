import { Tags, type App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import { readAppConfig } from './app-config.ts';
import { AuthStack } from './auth-stack.ts';
import { DataStack } from './data-stack.ts';
import { applyFeatureFlags } from './feature-flags.ts';
import { MailStack } from './mail-stack.ts';
import { FRONTEND_DIST } from './paths.ts';
import { SchedulesStack } from './schedules-stack.ts';
import { WebStack } from './web-stack.ts';

export interface BuildAppOptions {
  /** The built front end; tests point this elsewhere to cover both "built" and "not built". */
  readonly siteDir?: string;
}

export interface AppStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly mail: MailStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly schedules: SchedulesStack;
}

/**
 * Builds every stack of the app into `app`; shared by bin/app.ts and the tests. Stacks are
 * environment-agnostic (no lookups), so synth needs no AWS credentials.
 * Dependencies: Data, Auth, Mail → Api → Web, Schedules.
 */
export function buildApp(app: App, options: BuildAppOptions = {}): AppStacks {
  applyFeatureFlags(app);
  const { stage, mailFrom, customDomain, officeEmail, siteUrl } = readAppConfig(app);
  const name = (stack: string): string => `TravelOffers-${stage}-${stack}`;

  const data = new DataStack(app, name('Data'), { description: 'Travel offers: DynamoDB table and data buckets' });
  const auth = new AuthStack(app, name('Auth'), { description: 'Travel offers: Cognito user pool for admin staff' });
  const mail = new MailStack(app, name('Mail'), { description: 'Travel offers: SES configuration set', stage });
  const api = new ApiStack(app, name('Api'), {
    description: 'Travel offers: HTTP API and one Lambda per endpoint group',
    table: data.table,
    indexNames: data.indexNames,
    filesBucket: data.filesBucket,
    snapshotsBucket: data.snapshotsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    configurationSetName: mail.configurationSet.configurationSetName,
    mailFrom,
    officeEmail,
    siteUrl,
  });
  const web = new WebStack(app, name('Web'), {
    description: 'Travel offers: CloudFront site with the API at the same origin',
    api: api.api,
    siteDir: options.siteDir ?? FRONTEND_DIST,
    customDomain,
  });
  const schedules = new SchedulesStack(app, name('Schedules'), {
    description: 'Travel offers: scheduled jobs',
    functions: { ...api.functions, 'outbox-sender': api.outboxSender },
  });

  Tags.of(app).add('project', 'travel-offers');
  Tags.of(app).add('stage', stage);

  return { data, auth, mail, api, web, schedules };
}
