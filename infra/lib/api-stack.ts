import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ENDPOINT_GROUPS, FALLBACK_GROUP, ROUTES, type EndpointGroup, type RouteId } from '@app/shared/routes';
import { pascalCase } from './app-config.ts';
import { CHROMIUM_ARCHITECTURE, CHROMIUM_MODULE, ChromiumLayer } from './constructs/chromium-layer.ts';
import { EndpointGroupFunction } from './constructs/endpoint-group-function.ts';
import { GROUP_PERMISSIONS, acknowledgeGroupWildcards } from './group-permissions.ts';
import { createOutboxSender } from './outbox-sender.ts';

export interface ApiStackProps extends StackProps {
  readonly table: ITableV2;
  readonly indexNames: readonly string[];
  readonly filesBucket: IBucket;
  readonly snapshotsBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly configurationSetName: string;
  readonly mailFrom: string;
  readonly officeEmail: string;
  readonly siteUrl: string;
}

/** Default-stage throttling: generous for the site's traffic, a ceiling for runaway clients. */
export const API_THROTTLE = { burstLimit: 200, rateLimit: 100 } as const;

/**
 * A PDF costs a Chromium render (about a quarter of a second of a 2 GB Lambda warm, seconds cold),
 * and the route is public: its own, lower ceiling keeps a loop of downloads from running up the
 * bill or starving the site. Far above what visitors printing offers need.
 */
export const PDF_ROUTE_THROTTLE = { burstLimit: 20, rateLimit: 10 } as const;

interface GroupSizing {
  /** MB; default 512. */
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /** Runs headless Chromium from the @sparticuz/chromium layer (x86_64). */
  readonly chromium?: boolean;
}

/**
 * Groups that need more than the defaults (512 MB, 10 s). The offers Lambda holds the whole offer
 * snapshot in memory and scans it per search. The exports Lambda runs Chromium: the package asks
 * for at least 512 MB and recommends 1600 MB or more (memory also buys CPU, which rendering uses),
 * and a cold start unpacks the browser into /tmp before the first render.
 */
export const GROUP_SIZING: Readonly<Partial<Record<EndpointGroup, GroupSizing>>> = {
  offers: { memorySize: 1536 },
  exports: { memorySize: 2048, timeout: Duration.seconds(30), chromium: true },
};

/**
 * The HTTP API that CloudFront serves at the site's own origin (architecture §5). The route
 * table in `@app/shared/routes` decides every route and which group's Lambda answers it.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Readonly<Record<EndpointGroup, IFunction>>;
  /** Sends the outbox's e-mails; run by a schedule and by the table's stream. */
  readonly outboxSender: IFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // Signs the CSRF cookie (architecture §5). Rotating it would only invalidate open forms.
    const csrfSecret = new Secret(this, 'CsrfSecret', {
      description: 'HMAC key that signs the anti-forgery (CSRF) cookie',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(csrfSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The CSRF signing key protects short-lived form tokens only; replacing it just makes open forms fetch a new token, so scheduled rotation adds a Lambda without a security gain.',
    });

    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      FILES_BUCKET: props.filesBucket.bucketName,
      SNAPSHOTS_BUCKET: props.snapshotsBucket.bucketName,
      COGNITO_USER_POOL_ID: props.userPool.userPoolId,
      COGNITO_CLIENT_ID: props.userPoolClient.userPoolClientId,
      COGNITO_ISSUER: `https://cognito-idp.${this.region}.${this.urlSuffix}/${props.userPool.userPoolId}`,
      CSRF_SECRET_ARN: csrfSecret.secretArn,
      MAIL_FROM: props.mailFrom,
      SES_CONFIGURATION_SET: props.configurationSetName,
      OFFICE_EMAIL: props.officeEmail,
      SITE_URL: props.siteUrl,
      COOKIE_SECURE: 'true',
    };
    const resources = {
      table: props.table,
      indexNames: props.indexNames,
      filesBucket: props.filesBucket,
      snapshotsBucket: props.snapshotsBucket,
      csrfSecret,
    };

    // Built only when a group needs it, so an app without PDFs would upload no browser.
    let chromium: ChromiumLayer | undefined;
    const functions = {} as Record<EndpointGroup, LambdaFunction>;
    for (const group of ENDPOINT_GROUPS) {
      const sizing = GROUP_SIZING[group] ?? {};
      if (sizing.chromium) chromium ??= new ChromiumLayer(this, 'Chromium');
      const { function: fn } = new EndpointGroupFunction(this, `${pascalCase(group)}Group`, {
        group,
        environment,
        memorySize: sizing.memorySize,
        timeout: sizing.timeout,
        ...(chromium && sizing.chromium
          ? { architecture: CHROMIUM_ARCHITECTURE, layers: [chromium.layer], layerModules: [CHROMIUM_MODULE] }
          : {}),
      });
      GROUP_PERMISSIONS[group](fn, resources);
      acknowledgeGroupWildcards(fn, group, resources);
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
      );
      functions[group] = fn;
    }
    this.functions = functions;

    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Travel offers API, served at the site origin through CloudFront',
      // The stage is created below with throttling and access logs.
      createDefaultStage: false,
    });
    // The enquiries and exports Lambdas ask the offers API for an offer's facts (decisions 011, 029).
    functions.enquiries.addEnvironment('OFFERS_API_URL', this.api.apiEndpoint);
    functions.exports.addEnvironment('OFFERS_API_URL', this.api.apiEndpoint);

    this.outboxSender = createOutboxSender(this, {
      environment,
      table: props.table,
      indexNames: props.indexNames,
      mailFrom: props.mailFrom,
      configurationSetName: props.configurationSetName,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const integrations = {} as Record<EndpointGroup, HttpLambdaIntegration>;
    for (const group of ENDPOINT_GROUPS) {
      integrations[group] = new HttpLambdaIntegration(`${pascalCase(group)}Integration`, functions[group]);
    }

    // One container for the routes, so the authorizer decision below is recorded on them only.
    const routes = new Construct(this, 'Routes');
    const httpRoutes = {} as Record<RouteId, HttpRoute>;
    for (const routeId of Object.keys(ROUTES) as RouteId[]) {
      const route = ROUTES[routeId];
      httpRoutes[routeId] = new HttpRoute(routes, pascalCase(routeId), {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.group],
      });
    }
    // Route settings name the route by its key; CloudFormation refuses them until the route exists.
    // The property is an untyped map, passed to CloudFormation as written: hence its PascalCase.
    const pdfRoute = ROUTES.offersSheetPdf;
    (stage.node.defaultChild as CfnStage).routeSettings = {
      [`${pdfRoute.method} ${pdfRoute.path}`]: {
        ThrottlingBurstLimit: PDF_ROUTE_THROTTLE.burstLimit,
        ThrottlingRateLimit: PDF_ROUTE_THROTTLE.rateLimit,
      },
    };
    stage.node.addDependency(httpRoutes.offersSheetPdf);
    // Unknown paths under the API's CloudFront patterns get the app's own 404 JSON, not API Gateway's.
    new HttpRoute(routes, 'Default', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrations[FALLBACK_GROUP],
    });

    Validations.of(routes).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'No API Gateway authorizer on purpose: public routes need none, and admin tokens travel in HttpOnly cookies (not an Authorization header), so each admin Lambda verifies the Cognito JWT, role and record ownership itself.',
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}
