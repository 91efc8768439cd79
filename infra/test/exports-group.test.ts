import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE, PDF_ROUTE_THROTTLE } from '../lib/api-stack.ts';
import { bundleLayer } from '../lib/constructs/chromium-layer.ts';
import { SKIP_BUNDLING, createTestApp, type TestApp } from './app-fixture.ts';

/** The exports group (decision 029): Chromium in one Lambda only, and a lower ceiling on its PDF route. */
let testApp: TestApp;
let api: Template;

beforeAll(() => {
  testApp = createTestApp({ context: SKIP_BUNDLING });
  api = Template.fromStack(testApp.stacks.api);
});
afterAll(() => testApp.cleanup());

describe('the exports Lambda', () => {
  it('alone gets Chromium: 2 GB, 30 s, x86_64 with the @sparticuz/chromium layer', () => {
    api.resourceCountIs('AWS::Lambda::LayerVersion', 1);
    api.hasResourceProperties('AWS::Lambda::LayerVersion', {
      CompatibleArchitectures: ['x86_64'],
      CompatibleRuntimes: ['nodejs22.x'],
      Description: Match.stringLikeRegexp('^@sparticuz/chromium 147\\.'),
    });
    const withLayers = Object.values(api.findResources('AWS::Lambda::Function')).filter(
      (fn) => (fn as { Properties: { Layers?: unknown[] } }).Properties.Layers,
    ) as { Properties: { Description: string; MemorySize: number; Timeout: number; Architectures: string[] } }[];
    expect(withLayers.map((fn) => fn.Properties)).toEqual([
      expect.objectContaining({
        Description: 'API endpoint group "exports"',
        MemorySize: 2048,
        Timeout: 30,
        Architectures: ['x86_64'],
      }),
    ]);
  });

  it('answers PDFs under a lower throttle than the rest of the API, set once the route exists', () => {
    const [stage] = Object.values(api.findResources('AWS::ApiGatewayV2::Stage')) as {
      DependsOn?: string[];
      Properties: { RouteSettings: unknown };
    }[];
    expect(stage?.Properties.RouteSettings).toEqual({
      'GET /offers/offer_sheet_pdf': {
        ThrottlingBurstLimit: PDF_ROUTE_THROTTLE.burstLimit,
        ThrottlingRateLimit: PDF_ROUTE_THROTTLE.rateLimit,
      },
    });
    expect(PDF_ROUTE_THROTTLE.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
    expect(stage?.DependsOn?.some((id) => id.startsWith('RoutesOffersSheetPdf'))).toBe(true);
  });
});

describe('the Chromium layer', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'chromium-layer-'));
    bundleLayer(out);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds node_modules/@sparticuz/chromium as one ESM file with the packed browser beside it', async () => {
    const dir = join(out, 'nodejs', 'node_modules', '@sparticuz', 'chromium');
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toMatchObject({
      name: '@sparticuz/chromium',
      type: 'module',
    });
    expect(readdirSync(join(dir, 'bin')).sort()).toEqual(
      ['al2023.tar.br', 'chromium.br', 'fonts.tar.br', 'swiftshader.tar.br'].sort(),
    );
    const entry = join(dir, 'build', 'esm', 'index.js');
    expect(existsSync(entry)).toBe(true);
    // Its dependencies are inlined: loading it needs nothing but Node (unpacking waits for executablePath()).
    const { default: chromium } = (await import(pathToFileURL(entry).href)) as {
      default: { executablePath: unknown; args: unknown };
    };
    expect(typeof chromium.executablePath).toBe('function');
    expect(chromium.args).toEqual(expect.arrayContaining(['--no-sandbox']));
  });
});
