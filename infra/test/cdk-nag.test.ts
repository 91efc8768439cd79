import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeSite, createTestApp, NO_SITE, SKIP_BUNDLING, type TestApp } from './app-fixture.ts';

/** The parts of `<outdir>/validation-report.json` (aws-cdk-lib policy validation) read here. */
interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; violatingConstructs?: { constructPath?: string }[] }[];
  }[];
}

/**
 * Synthesizes with cdk-nag, as bin/app.ts does, and returns the unacknowledged findings: a
 * violation makes `synth()` throw, and the details are only in the report file.
 */
function nagFindings(testApp: Pick<TestApp, 'app' | 'outdir'>): string[] {
  Validations.of(testApp.app).addPlugins(new AwsSolutionsChecks(testApp.app));
  try {
    testApp.app.synth();
    return [];
  } catch (error) {
    const reportFile = join(testApp.outdir, 'validation-report.json');
    if (!existsSync(reportFile)) throw error;
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
    return report.pluginReports.flatMap((plugin) =>
      plugin.violations.map(
        (v) =>
          `${plugin.pluginName} ${v.ruleName}: ${(v.violatingConstructs ?? []).map((c) => c.constructPath ?? '?').join(', ')}`,
      ),
    );
  }
}

const site = createFakeSite();
afterAll(() => site.cleanup());

describe('cdk-nag (AwsSolutions)', () => {
  it.each([
    ['before a front-end build', NO_SITE, {}],
    ['with a front-end build (BucketDeployment)', site.dir, SKIP_BUNDLING],
    [
      'with a custom domain',
      NO_SITE,
      {
        domainName: 'www.example.pl',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        ...SKIP_BUNDLING,
      },
    ],
  ])('finds no unacknowledged violation %s', (_, siteDir, context) => {
    // Lambda code does not change the findings, so only the first case pays for bundling.
    const testApp = createTestApp({ siteDir, context });
    try {
      const findings = nagFindings(testApp);
      if (findings.length) console.error(`Unacknowledged cdk-nag findings:\n${findings.join('\n')}`);
      expect(findings).toEqual([]);
    } finally {
      testApp.cleanup();
    }
  });

  it('reports an unacknowledged violation (so the checks above cannot pass vacuously)', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'travel-offers-nag-probe-'));
    try {
      const app = new App({ outdir });
      new Bucket(new Stack(app, 'NagProbe'), 'Careless');
      expect(nagFindings({ app, outdir }).join('\n')).toMatch(/AwsSolutions-S10: NagProbe\/Careless\/Resource/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
