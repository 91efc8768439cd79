import type { App } from 'aws-cdk-lib';

/**
 * CDK feature flags this app relies on. They are set in code (unless cdk.json already sets them)
 * so that `cdk synth` and the tests, which build an App without cdk.json, produce the same
 * templates. Pinned one by one on purpose: adopting "all recommended flags" would silently change
 * resources on the next aws-cdk-lib upgrade.
 */
export const FEATURE_FLAGS: Readonly<Record<string, boolean | string>> = {
  // Server access logs are granted by a bucket policy, not the legacy LogDeliveryWrite ACL.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  // TLS 1.2 as the minimum viewer protocol wherever a certificate allows choosing it.
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
  // One merged, readable statement per resource instead of one per grant.
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/core:enablePartitionLiterals': true,
  // Fails synth if a secret value would be written into a template in plain text.
  '@aws-cdk/core:checkSecretUsage': true,
  // Classic Export/ImportValue between stacks, chosen explicitly (the CDK warns when it is implicit).
  // CloudFormation then refuses to delete a producer stack while a consumer still uses it.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

export function applyFeatureFlags(app: App): void {
  for (const [flag, value] of Object.entries(FEATURE_FLAGS)) {
    if (app.node.tryGetContext(flag) === undefined) app.node.setContext(flag, value);
  }
}
