import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, ROUTES } from '@app/shared/routes';
import { GROUP_SIZING } from '../lib/api-stack.ts';
import { buildApp } from '../lib/build-app.ts';
import { SKIP_BUNDLING, createTestApp, type TestApp } from './app-fixture.ts';

let testApp: TestApp;
const template = (stack: keyof TestApp['stacks']): Template => Template.fromStack(testApp.stacks[stack]);

beforeAll(() => {
  testApp = createTestApp();
});
afterAll(() => testApp.cleanup());

describe('stack names', () => {
  it('prefixes every stack with the stage (default dev)', () => {
    const { data, auth, mail, api, web, schedules } = testApp.stacks;
    expect([data, auth, mail, api, web, schedules].map((stack) => stack.stackName)).toEqual([
      'TravelOffers-dev-Data',
      'TravelOffers-dev-Auth',
      'TravelOffers-dev-Mail',
      'TravelOffers-dev-Api',
      'TravelOffers-dev-Web',
      'TravelOffers-dev-Schedules',
    ]);
  });

  it('takes the stage and sender from context', () => {
    const other = createTestApp({ context: { stage: 'prod', mailFrom: 'biuro@agency.pl', ...SKIP_BUNDLING } });
    try {
      expect(other.stacks.data.stackName).toBe('TravelOffers-prod-Data');
      Template.fromStack(other.stacks.api).hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ MAIL_FROM: 'biuro@agency.pl' }) },
      });
      Template.fromStack(other.stacks.mail).hasResourceProperties('AWS::SES::ConfigurationSet', {
        Name: 'travel-offers-prod',
      });
    } finally {
      other.cleanup();
    }
  });

  it('rejects a stage that cannot be part of a stack name', () => {
    expect(() => buildApp(new App({ context: { stage: 'Prod_1' } }))).toThrow(/Invalid context "stage"/);
  });
});

describe('DataStack', () => {
  it('has one table with generic keys, both GSIs, PITR, TTL, on-demand billing and deletion protection', () => {
    const data = template('data');
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
          }),
          Match.objectLike({
            IndexName: 'gsi2',
            KeySchema: [
              { AttributeName: 'gsi2pk', KeyType: 'HASH' },
              { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
            ],
          }),
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('keeps every bucket private, encrypted and TLS-only', () => {
    for (const stack of ['data', 'web'] as const) {
      const t = template(stack);
      const buckets = t.findResources('AWS::S3::Bucket');
      expect(Object.keys(buckets).length).toBeGreaterThan(0);
      for (const bucket of Object.values(buckets)) {
        expect(bucket).toMatchObject({
          Properties: {
            PublicAccessBlockConfiguration: {
              BlockPublicAcls: true,
              BlockPublicPolicy: true,
              IgnorePublicAcls: true,
              RestrictPublicBuckets: true,
            },
            BucketEncryption: {
              ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
            },
          },
        });
      }
      // enforceSSL: one deny-insecure-transport statement per bucket policy.
      for (const policy of Object.values(t.findResources('AWS::S3::BucketPolicy'))) {
        expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('versions the snapshots bucket, expires old versions and logs access of the data buckets', () => {
    const data = template('data');
    data.resourceCountIs('AWS::S3::Bucket', 3);
    data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: Match.objectLike({ NoncurrentDays: 30 }) }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'snapshots/' }),
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'files/' }),
    });
  });
});

describe('AuthStack', () => {
  it('has an admin-created user pool signing in by e-mail with a strong password policy', () => {
    template('auth').hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'agency_id', AttributeDataType: 'String', Mutable: true })]),
    });
  });

  it('has the groups agents and office', () => {
    const auth = template('auth');
    auth.resourceCountIs('AWS::Cognito::UserPoolGroup', 2);
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'agents' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'office' });
  });

  it('has a public client that reads but cannot write custom:agency_id', () => {
    const clients = Object.values(template('auth').findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const props = (clients[0] as { Properties: Record<string, unknown> }).Properties;
    expect(props).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
    });
    expect(props['ReadAttributes']).toContain('custom:agency_id');
    expect(props['WriteAttributes']).toBeInstanceOf(Array);
    expect(props['WriteAttributes']).not.toContain('custom:agency_id');
  });
});

describe('ApiStack', () => {
  it('has one Lambda per endpoint group: nodejs22.x, arm64 unless it runs Chromium, bundled from its handler', () => {
    const api = template('api');
    const functions = api.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('^API endpoint group') },
    });
    expect(Object.keys(functions)).toHaveLength(ENDPOINT_GROUPS.length);
    for (const group of ENDPOINT_GROUPS) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `API endpoint group "${group}"`,
        Runtime: 'nodejs22.x',
        Architectures: [GROUP_SIZING[group]?.chromium ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
        MemorySize: GROUP_SIZING[group]?.memorySize ?? 512,
        Timeout: GROUP_SIZING[group]?.timeout?.toSeconds() ?? 10,
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: Match.objectLike({
            TABLE_NAME: Match.anyValue(),
            FILES_BUCKET: Match.anyValue(),
            SNAPSHOTS_BUCKET: Match.anyValue(),
            COGNITO_USER_POOL_ID: Match.anyValue(),
            COGNITO_CLIENT_ID: Match.anyValue(),
            COGNITO_ISSUER: Match.anyValue(),
            CSRF_SECRET_ARN: Match.anyValue(),
            MAIL_FROM: 'biuro@example.com',
            SES_CONFIGURATION_SET: Match.anyValue(),
            COOKIE_SECURE: 'true',
            NODE_OPTIONS: '--enable-source-maps',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          }),
        },
      });
    }
  });

  it('has one route per entry of ROUTES plus $default', () => {
    const routes = Object.values(template('api').findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
    );
    const expected = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(routes.sort()).toEqual([...expected, '$default'].sort());
  });

  it('throttles and logs the default stage', () => {
    template('api').hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('grants each group only what it needs', () => {
    const policies = template('api').findResources('AWS::IAM::Policy');
    const actionsOf = (group: string): string[] => {
      const entry = Object.entries(policies).find(([id]) =>
        id.startsWith(`${group}GroupFunctionServiceRoleDefaultPolicy`),
      );
      const statements = (
        entry?.[1] as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }
      ).Properties.PolicyDocument.Statement;
      return statements.flatMap((statement) => statement.Action);
    };
    expect(actionsOf('System')).toEqual(
      expect.arrayContaining([
        'dynamodb:DescribeTable',
        's3:ListBucket',
        'ses:GetSendQuota',
        'secretsmanager:GetSecretValue',
      ]),
    );
    expect(actionsOf('System')).not.toContain('dynamodb:GetItem');
    expect(actionsOf('Content')).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    expect(actionsOf('Content')).not.toContain('dynamodb:PutItem');
    expect(actionsOf('Content')).not.toContain('secretsmanager:GetSecretValue');
    expect(actionsOf('AdminSession')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 'secretsmanager:GetSecretValue']),
    );
    expect(actionsOf('AdminSession')).not.toContain('s3:ListBucket');
    // The offer sheet reads through the offers API and writes nothing: no table, bucket or secret.
    expect(actionsOf('Exports').filter((action) => !action.startsWith('xray:'))).toEqual([]);
  });
});

describe('messaging: enquiries, outbox sender, rate limits (issue 4)', () => {
  const policyActions = (idPrefix: string): string[] => {
    const policies = template('api').findResources('AWS::IAM::Policy');
    const entry = Object.entries(policies).find(([id]) => id.startsWith(idPrefix));
    const statements = (
      entry?.[1] as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } } | undefined
    )?.Properties.PolicyDocument.Statement;
    if (!statements) throw new Error(`no policy ${idPrefix}`);
    return statements.flatMap((statement) => statement.Action);
  };

  it('gives every Lambda the office address and the site URL; the enquiries and exports Lambdas also the offers API', () => {
    const api = template('api');
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as {
      Properties: { Description?: string; Environment?: { Variables?: Record<string, unknown> } };
    }[];
    const appFunctions = functions.filter((fn) =>
      /^(API endpoint group|Outbox sender)/.test(fn.Properties.Description ?? ''),
    );
    expect(appFunctions).toHaveLength(ENDPOINT_GROUPS.length + 1);
    for (const fn of appFunctions) {
      expect(fn.Properties.Environment?.Variables).toMatchObject({
        OFFICE_EMAIL: 'biuro@example.com',
        SITE_URL: 'https://www.example.com',
      });
    }
    for (const group of ['enquiries', 'exports'])
      api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `API endpoint group "${group}"`,
        Environment: { Variables: Match.objectLike({ OFFERS_API_URL: Match.anyValue() }) },
      });
  });

  it('lets the enquiries Lambda write the table but never send mail; only the outbox sender sends', () => {
    expect(policyActions('EnquiriesGroupFunctionServiceRoleDefaultPolicy')).toEqual(
      expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:PutItem', 'secretsmanager:GetSecretValue']),
    );
    for (const group of ENDPOINT_GROUPS) {
      const prefix = `${group.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}GroupFunctionServiceRoleDefaultPolicy`;
      expect(policyActions(prefix)).not.toContain('ses:SendEmail');
    }
    const sender = policyActions('OutboxSenderFunctionServiceRoleDefaultPolicy');
    expect(sender).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(sender).not.toContain('dynamodb:PutItem');
    expect(sender).not.toContain('dynamodb:DeleteItem');
  });

  it('allows ses:SendEmail only for the sender identity and the configuration set', () => {
    const policies = Object.values(template('api').findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    }[];
    const send = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => statement.Action === 'ses:SendEmail');
    expect(send).toHaveLength(1);
    const resources = JSON.stringify(send[0]?.Resource);
    expect(resources).toContain(':identity/biuro@example.com');
    expect(resources).toContain(':identity/example.com');
    // The configuration set's name is imported from the Mail stack.
    expect(resources).toMatch(/:configuration-set\/".*ConfigurationSet/);
    expect(resources).not.toContain('"*"');
  });

  it('runs the outbox sender on new outbox entries (table stream, inserts of OUTBOX# items only)', () => {
    template('data').hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'KEYS_ONLY' },
    });
    const api = template('api');
    api.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Outbox sender'),
      Timeout: 60,
    });
    api.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    const [mapping] = Object.values(api.findResources('AWS::Lambda::EventSourceMapping')) as {
      Properties: {
        FilterCriteria: { Filters: { Pattern: string }[] };
        StartingPosition: string;
        MaximumRetryAttempts: number;
      };
    }[];
    expect(mapping?.Properties.StartingPosition).toBe('LATEST');
    expect(mapping?.Properties.MaximumRetryAttempts).toBe(2);
    expect(JSON.parse(mapping?.Properties.FilterCriteria.Filters[0]?.Pattern ?? '{}')).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { sk: { S: [{ prefix: 'OUTBOX#' }] } } },
    });
  });

  it('runs the outbox sender every minute', () => {
    const rules = Object.values(template('schedules').findResources('AWS::Events::Rule')) as {
      Properties: { ScheduleExpression: string; Targets: { Arn: unknown; Input?: string }[] };
    }[];
    const outbox = rules.find((rule) => rule.Properties.ScheduleExpression === 'rate(1 minute)');
    expect(outbox?.Properties.Targets[0]?.Input).toBeUndefined();
    expect(JSON.stringify(outbox?.Properties.Targets[0]?.Arn)).toMatch(/OutboxSender/);
  });

  it('takes the office address and site URL from context; a custom domain is the site URL', () => {
    const other = createTestApp({
      context: { officeEmail: 'zapytania@agency.pl', siteUrl: 'https://d111.cloudfront.net', ...SKIP_BUNDLING },
    });
    try {
      Template.fromStack(other.stacks.api).hasResourceProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({ OFFICE_EMAIL: 'zapytania@agency.pl', SITE_URL: 'https://d111.cloudfront.net' }),
        },
      });
    } finally {
      other.cleanup();
    }
    const domain = createTestApp({
      context: {
        domainName: 'www.example.pl',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        ...SKIP_BUNDLING,
      },
    });
    try {
      Template.fromStack(domain.stacks.api).hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ SITE_URL: 'https://www.example.pl' }) },
      });
    } finally {
      domain.cleanup();
    }
    expect(() => buildApp(new App({ context: { siteUrl: 'https://x.pl/path' } }))).toThrow(/Invalid context "siteUrl"/);
    expect(() => buildApp(new App({ context: { officeEmail: 'nope' } }))).toThrow(/Invalid context "officeEmail"/);
  });
});
