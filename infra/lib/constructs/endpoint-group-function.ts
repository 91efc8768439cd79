import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { EndpointGroup } from '@app/shared/routes';
import { LOCK_FILE, REPO_ROOT, handlerEntry } from '../paths.ts';

interface FunctionSettings {
  readonly environment: Readonly<Record<string, string>>;
  /** MB; more memory also buys CPU. Default 512. */
  readonly memorySize?: number;
  /** Default 10 s; a job may need longer. */
  readonly timeout?: Duration;
  /** Default arm64; a native binary built for x86-64 only (Chromium) decides otherwise. */
  readonly architecture?: Architecture;
  readonly layers?: readonly ILayerVersion[];
  /** Modules a layer provides: left out of the bundle and imported at run time. */
  readonly layerModules?: readonly string[];
}

export type EndpointGroupFunctionProps = FunctionSettings &
  (
    | {
        readonly group: EndpointGroup;
        /** Defaults to `functions/src/<group>/handler.ts`; the file must export `handler`. */
        readonly entry?: string;
      }
    | {
        /** A Lambda that serves no endpoint, such as the outbox sender. */
        readonly job: string;
        readonly entry: string;
        readonly description: string;
      }
  );

/**
 * ESM output needs `require` for the few CommonJS dependencies esbuild cannot convert (they call
 * `require('node:…')` at run time); Node's createRequire provides it.
 */
const ESM_REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The Lambda of one endpoint group (architecture §2: one Lambda per group). Bundled by the local
 * esbuild from the workspace sources, so `@app/shared` is inlined and no Docker is needed.
 */
export class EndpointGroupFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: EndpointGroupFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Logs expire after a month anyway; a retained orphan group would only confuse a redeploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new NodejsFunction(this, 'Function', {
      description: 'job' in props ? props.description : `API endpoint group "${props.group}"`,
      entry: 'job' in props ? props.entry : (props.entry ?? handlerEntry(props.group)),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      ...(props.layers ? { layers: [...props.layers] } : {}),
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        // The Node 22 runtime is supported; the SDK's start-up warning would only add log noise.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_SHIM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        // Stack traces only need file and line; embedding the sources would double the bundle.
        sourcesContent: false,
        // The runtime ships AWS SDK v3; bundling it would only add cold-start time.
        externalModules: ['@aws-sdk/*', ...(props.layerModules ?? [])],
      },
    });
  }
}
