import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathPatterns, findRoute } from '@app/shared/routes';
import { JOBS } from '../lib/jobs.ts';
import { SKIP_BUNDLING, createFakeSite, createTestApp, type TestApp } from './app-fixture.ts';

// These stacks need no Lambda code: the app is built without bundling, which keeps this file quick.
let testApp: TestApp;
const template = (stack: keyof TestApp['stacks']): Template => Template.fromStack(testApp.stacks[stack]);

beforeAll(() => {
  testApp = createTestApp({ context: SKIP_BUNDLING });
});
afterAll(() => testApp.cleanup());

describe('WebStack', () => {
  it('sends exactly the API path patterns to the HTTP API, uncached, with all methods', () => {
    const distributions = Object.values(template('web').findResources('AWS::CloudFront::Distribution'));
    expect(distributions).toHaveLength(1);
    const config = (distributions[0] as { Properties: { DistributionConfig: Record<string, unknown> } }).Properties
      .DistributionConfig;
    const behaviors = (config['CacheBehaviors'] as Record<string, unknown>[]).filter(
      (behavior) => behavior['PathPattern'] !== '/media/*',
    );
    expect(behaviors.map((behavior) => behavior['PathPattern']).sort()).toEqual(apiPathPatterns().sort());
    for (const behavior of behaviors) {
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
        ViewerProtocolPolicy: 'https-only',
      });
    }
  });

  it('serves the private site bucket through OAC with HTTPS redirect, security headers and the SPA rewrite', () => {
    const web = template('web');
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: '67f7725c-6f97-4210-82d7-5512b31e9d03', // Managed-SecurityHeadersPolicy
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        // Distribution-wide error pages would replace the API's own 403/404 JSON with the SPA shell.
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  it('serves /media/* (hotel images) read-only from the media bucket, cached, with a sandboxing CSP', () => {
    const web = template('web');
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/media/*',
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
            ViewerProtocolPolicy: 'redirect-to-https',
          }),
        ]),
      }),
    });
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp('sandbox') }),
        }),
      }),
    });
  });

  it('uses a custom domain and certificate from context, with TLS 1.2 as the minimum', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const other = createTestApp({ context: { domainName: 'www.example.pl', certificateArn, ...SKIP_BUNDLING } });
    try {
      Template.fromStack(other.stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: ['www.example.pl'],
          ViewerCertificate: Match.objectLike({
            AcmCertificateArn: certificateArn,
            MinimumProtocolVersion: 'TLSv1.2_2021',
          }),
        }),
      });
    } finally {
      other.cleanup();
    }
  });

  it('skips the site upload when frontend/dist does not exist', () => {
    template('web').resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('leaves the hotel documents to the offer import and uploads the not-found page marked for 404', () => {
    const site = createFakeSite();
    const withSite = createTestApp({ siteDir: site.dir, context: SKIP_BUNDLING });
    try {
      const web = Template.fromStack(withSite.stacks.web);
      // The pages' upload prunes what the build no longer has, but never the import's documents.
      web.hasResourceProperties('Custom::CDKBucketDeployment', {
        Exclude: ['assets/*', 'hotel-pages/*', '404.html'],
        Prune: true,
      });
      web.hasResourceProperties('Custom::CDKBucketDeployment', {
        Exclude: ['*'],
        Include: ['404.html'],
        Prune: false,
        UserMetadata: { 'page-status': '404' },
      });
    } finally {
      withSite.cleanup();
      site.cleanup();
    }
  });
});

describe('SchedulesStack', () => {
  it('runs every job on its schedule with an errors alarm', () => {
    const schedules = template('schedules');
    schedules.resourceCountIs('AWS::Events::Rule', JOBS.length);
    schedules.resourceCountIs('AWS::CloudWatch::Alarm', JOBS.length);
  });

  it('invokes the system Lambda every 5 minutes with a GET /health API event', () => {
    const rules = Object.values(template('schedules').findResources('AWS::Events::Rule')) as {
      Properties: { ScheduleExpression: string; Targets: { Input: string }[] };
    }[];
    const probe = rules.find((rule) => rule.Properties.ScheduleExpression === 'rate(5 minutes)');
    expect(probe).toBeDefined();
    const event = JSON.parse(probe?.Properties.Targets[0]?.Input ?? '{}') as {
      version: string;
      routeKey: string;
      rawPath: string;
      requestContext: { http: { method: string; userAgent: string } };
    };
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /health',
      rawPath: '/health',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
    });
    expect(event.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/health',
      sourceIp: '127.0.0.1',
      userAgent: 'eventbridge',
    });
    // The handler routes by the shared table, so the event must resolve to the health route.
    expect(findRoute(event.requestContext.http.method, event.rawPath).match?.id).toBe('health');
  });
});
