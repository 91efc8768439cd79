import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { resetEnvCache } from '../lib/env.ts';
import { createApiServer, listen } from './api-server.ts';
import { ensureCognito, ensureTable, type CognitoIds } from './bootstrap.ts';
import { startOutboxPump } from './outbox-pump.ts';
import { portOrFree } from './ports.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startStandIns, type StandInPorts, type StandIns } from './stand-ins.ts';

export const LOCAL_NAMES = {
  table: 'travel-offers',
  filesBucket: 'travel-offers-files',
  snapshotsBucket: 'travel-offers-snapshots',
  mediaBucket: 'travel-offers-media',
  /** Only the hotel documents (decision 028): the rest of the site is served from the build folder. */
  siteBucket: 'travel-offers-site',
  mailFrom: 'Biuro Podróży <biuro@demo-travel.pl>',
  officeEmail: 'office@demo-travel.pl',
} as const;

/** Browsers may upload straight to the files bucket with presigned URLs. */
const CORS_XML = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface LocalStackOptions {
  /** Persistent state (DynamoDB, S3, Cognito) lives here; without it the stack is ephemeral. */
  dataDir?: string;
  /** The site and API; 0 picks a free port. */
  port?: number;
  ports?: Partial<StandInPorts>;
  staticDir?: string;
  /** Kept across restarts by the caller so CSRF cookies stay valid. */
  csrfSecret?: string;
  /** Seeds data once the table exists; runs with the handler environment in place. */
  seed?: () => Promise<void>;
  /** Where visitors open the site, if not the adapter itself (Vite in `--dev`); links in e-mails use it. */
  siteUrl?: string;
  /** Runs the outbox sender this often (`npm start`); without it, tests send when they choose. */
  outboxIntervalMs?: number;
}

export interface LocalStack {
  readonly url: string;
  readonly port: number;
  readonly outboxUrl: string;
  readonly standIns: StandIns;
  readonly cognito: CognitoIds;
  /** The variables the Lambda handlers read, as they would be set in AWS (plus endpoints). */
  readonly env: Record<string, string>;
  readonly server: Server;
  stop(): Promise<void>;
}

/**
 * Everything `npm start`, the integration tests and the browser tests need: stand-ins, the
 * table, buckets, user pool with demo users, seeded data, and the API adapter serving the site.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const standIns = await startStandIns({
    dataDir: options.dataDir,
    ports: options.ports,
    buckets: [LOCAL_NAMES.filesBucket, LOCAL_NAMES.snapshotsBucket, LOCAL_NAMES.mediaBucket, LOCAL_NAMES.siteBucket],
    corsXml: CORS_XML,
  });
  let server: Server | undefined;
  let pump: { stop(): Promise<void> } | undefined;
  try {
    await ensureTable(standIns.endpoints.dynamodb, LOCAL_NAMES.table);
    const cognito = await ensureCognito(standIns.endpoints.cognito);
    // The port is chosen before the server listens: the handlers' environment names it.
    const wantedPort = await portOrFree(options.port);
    const apiUrl = `http://localhost:${wantedPort}`;
    const env = handlerEnvironment(standIns, cognito, options.csrfSecret ?? randomBytes(32).toString('base64url'), {
      apiUrl,
      siteUrl: options.siteUrl ?? apiUrl,
    });
    Object.assign(process.env, env);
    resetEnvCache();
    await options.seed?.();
    server = createApiServer({
      staticDir: options.staticDir,
      mediaBucket: LOCAL_NAMES.mediaBucket,
      siteBucket: LOCAL_NAMES.siteBucket,
    });
    const port = await listen(server, wantedPort);
    if (options.outboxIntervalMs) {
      const { handler } = await import('../outbox-sender/handler.ts');
      pump = startOutboxPump(options.outboxIntervalMs, () => handler({}));
    }
    const running = server;
    const runningPump = pump;
    return {
      url: `http://localhost:${port}`,
      port,
      outboxUrl: standIns.endpoints.ses,
      standIns,
      cognito,
      env,
      server,
      stop: async () => {
        await runningPump?.stop();
        running.closeAllConnections();
        await new Promise<void>((resolve) => running.close(() => resolve()));
        await standIns.stop();
      },
    };
  } catch (error) {
    await pump?.stop();
    server?.close();
    await standIns.stop();
    throw error;
  }
}

function handlerEnvironment(
  standIns: StandIns,
  cognito: CognitoIds,
  csrfSecret: string,
  urls: { apiUrl: string; siteUrl: string },
): Record<string, string> {
  const { endpoints } = standIns;
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    // s3rver stores aws-chunked framing verbatim unless checksums are sent only when required.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: LOCAL_NAMES.table,
    FILES_BUCKET: LOCAL_NAMES.filesBucket,
    SNAPSHOTS_BUCKET: LOCAL_NAMES.snapshotsBucket,
    // Read by the offer import (scripts), not by the Lambdas: in AWS the bucket belongs to the web stack.
    MEDIA_BUCKET: LOCAL_NAMES.mediaBucket,
    // Read by the offer import too: where it writes the hotel documents (decision 028).
    SITE_BUCKET: LOCAL_NAMES.siteBucket,
    MAIL_FROM: LOCAL_NAMES.mailFrom,
    OFFICE_EMAIL: LOCAL_NAMES.officeEmail,
    SITE_URL: urls.siteUrl,
    OFFERS_API_URL: urls.apiUrl,
    COGNITO_USER_POOL_ID: cognito.userPoolId,
    COGNITO_CLIENT_ID: cognito.clientId,
    COGNITO_ISSUER: cognito.issuer,
    CSRF_SECRET: csrfSecret,
    // Browsers drop Secure cookies on plain-http localhost.
    COOKIE_SECURE: 'false',
  };
}
