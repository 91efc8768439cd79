import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.ts';

/** The package the PDF code imports in Lambda (`functions/src/lib/pdf/chromium-launch-options.ts`). */
export const CHROMIUM_MODULE = '@sparticuz/chromium';

/**
 * The browser binary in the npm package is x86-64 (its arm64 build is a separate download), so a
 * function using this layer runs on x86_64.
 */
export const CHROMIUM_ARCHITECTURE = Architecture.X86_64;

const ESM_REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Where npm installed the package for the functions workspace (its exports map hides package.json). */
function packageDir(): string {
  const require = createRequire(join(REPO_ROOT, 'functions', 'package.json'));
  let dir = dirname(require.resolve(CHROMIUM_MODULE));
  while (!existsSync(join(dir, 'package.json')) || packageName(dir) !== CHROMIUM_MODULE) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${CHROMIUM_MODULE} is not installed`);
    dir = parent;
  }
  return dir;
}

function packageName(dir: string): unknown {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
}

function installedVersion(source: string): string {
  return (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Builds `nodejs/node_modules/@sparticuz/chromium` from the installed package, without Docker or a
 * registry: its JavaScript bundled into one ESM file (its two dependencies inlined) at the path the
 * package's own code expects, so `bin/` (the Brotli-packed browser, its libraries and Open Sans) is
 * found beside it as in node_modules.
 */
export function bundleLayer(outputDir: string): boolean {
  const source = packageDir();
  const target = join(outputDir, 'nodejs', 'node_modules', ...CHROMIUM_MODULE.split('/'));
  const esbuild = join(REPO_ROOT, 'node_modules', '.bin', 'esbuild');
  const result = spawnSync(
    esbuild,
    [
      join(source, 'build', 'esm', 'index.js'),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node22',
      '--log-level=warning',
      `--banner:js=${ESM_REQUIRE_SHIM}`,
      `--outfile=${join(target, 'build', 'esm', 'index.js')}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`esbuild could not bundle ${CHROMIUM_MODULE} for its layer`);
  cpSync(join(source, 'bin'), join(target, 'bin'), { recursive: true });
  writeFileSync(
    join(target, 'package.json'),
    JSON.stringify({
      name: CHROMIUM_MODULE,
      version: installedVersion(source),
      type: 'module',
      exports: { '.': { import: './build/esm/index.js' } },
    }),
  );
  return true;
}

/**
 * `@sparticuz/chromium` as a Lambda layer (decision 029). In a layer the 66 MB browser is uploaded
 * once per version instead of with every code change of the function, and the function's bundle
 * stays small. The function marks the module external; Lambda's Node.js runtime resolves imports
 * from `/opt/nodejs/node_modules`.
 */
export class ChromiumLayer extends Construct {
  readonly layer: LayerVersion;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const source = packageDir();
    const version = installedVersion(source);
    this.layer = new LayerVersion(this, 'Layer', {
      description: `${CHROMIUM_MODULE} ${version} (headless Chromium for PDFs)`,
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [CHROMIUM_ARCHITECTURE],
      code: Code.fromAsset(source, {
        // The package version decides the content; hashing 66 MB on every synth would add nothing.
        assetHashType: AssetHashType.CUSTOM,
        assetHash: `${CHROMIUM_MODULE}@${version}/esm-layer-1`,
        bundling: {
          // Never pulled: local bundling always succeeds or throws.
          image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
          local: { tryBundle: bundleLayer },
        },
      }),
    });
  }
}
