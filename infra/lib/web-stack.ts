import { existsSync } from 'node:fs';
import {
  Annotations,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  Fn,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { pageRewriteCode, pageStatusCode } from './page-rewrite.ts';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ObjectOwnership, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { HOTEL_PAGES_PREFIX, NOT_FOUND_FILE, PAGE_STATUS_METADATA } from '@app/shared/page-answer';
import { MEDIA_PATH_PREFIX, apiPathPatterns } from '@app/shared/routes';
import { SecureBucket } from './constructs/secure-bucket.ts';

export interface WebStackProps extends StackProps {
  readonly api: IHttpApi;
  /** The built front end (`frontend/dist`); deployed only if it exists at synth time. */
  readonly siteDir: string;
  /** Without it the site answers at its *.cloudfront.net name. DNS for the domain is set up outside. */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
}

/**
 * The site: a private bucket behind CloudFront, with the API's path patterns (from the shared
 * route table) sent to the HTTP API, so the browser sees one origin (architecture §5).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: IBucket;
  /** Hotel images published by the offer import, served under /media/ (MEDIA_PATH_PREFIX). */
  readonly mediaBucket: IBucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // CloudFront and S3 access logs of the site. CloudFront standard logging writes with ACLs, so
    // this bucket keeps ACLs enabled.
    const logs = new SecureBucket(this, 'Logs', {
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });

    this.siteBucket = new SecureBucket(this, 'Site', {
      accessLogs: { bucket: logs, prefix: 's3-site/' },
    });

    // Here, not in the data stack: an OAC bucket policy naming this distribution would make the data
    // stack depend on this one while this one depends on it. Retained like every data bucket.
    this.mediaBucket = new SecureBucket(this, 'Media', {
      accessLogs: { bucket: logs, prefix: 's3-media/' },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(pageRewriteCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves prerendered pages, the app shell, hotel documents and the not-found page',
    });
    const pageStatus = new CloudFrontFunction(this, 'PageStatus', {
      code: FunctionCode.fromInline(pageStatusCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Answers 404 for the not-found page and the documents of hotels gone from the offer',
    });

    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', props.api.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      // A redirect would turn a POST into a GET and drop its body, so plain HTTP is refused instead.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers reach the Lambdas; Host must be the API's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    for (const pattern of apiPathPatterns()) additionalBehaviors[pattern] = apiBehavior;
    additionalBehaviors[`${MEDIA_PATH_PREFIX}*`] = {
      origin: S3BucketOrigin.withOriginAccessControl(this.mediaBucket, { originAccessLevels: [AccessLevel.READ] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.mediaHeaders(),
      compress: true,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Travel offers site (${id})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        // LIST lets a missing file answer 404 instead of 403.
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: pageStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors,
      ...(props.customDomain && {
        domainNames: [props.customDomain.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Visitors are in Europe; the cheapest class covers Europe and North America.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'defaultRootObject is set and the page rewrite maps every path without a file name to a document (index.html, app.html, a hotel document or 404.html), so a bucket listing is never returned; LIST only turns missing files into 404.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: the offers are public and customers may browse from abroad (holidays, expats).',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: the API stage is throttled (burst 200, rate 100/s), every unsafe method needs a CSRF token and admin sign-in is throttled per account; a web ACL (a fixed monthly cost plus per request) can be attached when traffic warrants it.',
      },
    );

    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'custom domain and certificate are supplied at deploy time (context domainName + certificateArn); until then the default *.cloudfront.net certificate is used, whose TLS policy CloudFront sets.',
      });
    }

    this.deploySite(props.siteDir);

    const siteHost = props.customDomain?.domainName ?? this.distribution.distributionDomainName;
    new CfnOutput(this, 'SiteUrl', { value: `https://${siteHost}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
  }

  /**
   * Feeds deliver SVG, which can carry scripts: a sandboxing CSP keeps an image opened on its own
   * from running anything on the site's origin (the same headers the local adapter sends).
   */
  private mediaHeaders(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Hotel images: no sniffing, no framing, sandboxed SVG',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
    });
  }

  /**
   * Uploads the build if there is one, so `cdk synth` also works on a fresh checkout.
   * Hashed files under assets/ are cached for a year and never pruned (an open tab with the old
   * index.html can still load them); everything else is revalidated on every request. The hotel
   * documents belong to the offer import, not to the build: a deploy neither writes nor prunes them.
   */
  private deploySite(siteDir: string): void {
    if (!existsSync(siteDir)) {
      Annotations.of(this).addInfo(
        `${siteDir} not found at synth time: the site bucket is not deployed. Run \`npm run build\` first.`,
      );
      return;
    }
    const source = Source.asset(siteDir);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*', `${HOTEL_PAGES_PREFIX.slice(1)}*`, NOT_FOUND_FILE.slice(1)],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // Marked for the viewer-response function, which answers it with 404 (decision 028).
    const notFound = new BucketDeployment(this, 'DeployNotFoundPage', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [NOT_FOUND_FILE.slice(1)],
      prune: false,
      metadata: { [PAGE_STATUS_METADATA]: '404' },
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()],
      memoryLimit: 512,
    });
    // The new index.html must never reference assets that are not uploaded yet.
    pages.node.addDependency(assets);
    notFound.node.addDependency(assets);
    this.acknowledgeDeploymentProvider(assets);
  }

  /** The findings on BucketDeployment's provider Lambda, which aws-cdk-lib owns (one per stack). */
  private acknowledgeDeploymentProvider(deployment: BucketDeployment): void {
    const provider = deployment.handlerRole.node.scope;
    if (!provider) throw new Error('BucketDeployment provider function not found');
    const siteBucketId = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    const assetsBucket = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>/*`;
    const copyReason =
      'CDK-generated grants of the provider Lambda that copies the build from the CDK asset bucket into the site bucket (read the asset objects, write/delete objects in the site bucket).';
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The provider Lambda uses the AWS managed basic execution policy for its own logs only.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the provider Lambda is chosen by aws-cdk-lib, not by this app.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'CloudFront CreateInvalidation/GetInvalidation, added by BucketDeployment, have no resource-level permissions here.',
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: copyReason,
      })),
      { id: `AwsSolutions-IAM5[Resource::${assetsBucket}]`, reason: copyReason },
      { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`, reason: copyReason },
    );
  }
}
