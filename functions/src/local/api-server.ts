import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import {
  FALLBACK_GROUP,
  MEDIA_PATH_PREFIX,
  ROUTES,
  findRoute,
  isApiPath,
  type EndpointGroup,
} from '@app/shared/routes';
import type { HttpResult } from '../lib/http/types.ts';
import { lambdaContext, toApiGatewayEvent } from './api-event.ts';
import { GROUP_HANDLERS, type LambdaHttpHandler } from './group-handlers.ts';
import { serveMedia } from './media-files.ts';
import { serveSite } from './site-pages.ts';

/** API Gateway refuses payloads above 10 MB before the Lambda runs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  /** The built front end (`frontend/dist`); without it only the API is served. */
  readonly staticDir?: string;
  /** The local S3 bucket behind `/media/` (hotel images published by the offer import). */
  readonly mediaBucket?: string;
  /** The local site bucket: the hotel documents the offer import writes (decision 028). */
  readonly siteBucket?: string;
}

/**
 * The local stand-in for CloudFront + API Gateway: API paths (the same patterns CloudFront sends
 * to the API) become API Gateway v2 events for the real Lambda handlers; every other path is
 * served from the front-end build.
 */
export function createApiServer(options: ApiServerOptions = {}): Server {
  const loaded = new Map<EndpointGroup, Promise<LambdaHttpHandler>>();
  const handlerOf = (group: EndpointGroup): Promise<LambdaHttpHandler> => {
    let handler = loaded.get(group);
    if (!handler) {
      handler = GROUP_HANDLERS[group]().then((module) => module.handler);
      loaded.set(group, handler);
    }
    return handler;
  };
  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;

  return createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      console.error('local adapter failed', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'internal_error', message: 'Local adapter error' } }));
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (options.mediaBucket && url.pathname.startsWith(MEDIA_PATH_PREFIX))
      return serveMedia(options.mediaBucket, request, response, url.pathname);
    if (!isApiPath(url.pathname)) {
      if (staticDir) return serveSite({ root: staticDir, bucket: options.siteBucket }, request, response, url);
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    if (!body) {
      response
        .writeHead(413, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Request Entity Too Large' }));
      return;
    }
    const method = (request.method ?? 'GET').toUpperCase();
    const { match, group } = findRoute(method, url.pathname);
    const target = group ?? FALLBACK_GROUP;
    const event = toApiGatewayEvent({
      method,
      url,
      headers: request.headers,
      body,
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      routeKey: match ? `${method} ${ROUTES[match.id].path}` : '$default',
      pathParameters: match?.params,
    });
    const handler = await handlerOf(target);
    writeResult(response, await handler(event, lambdaContext(target)));
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function writeResult(response: ServerResponse, result: HttpResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (body) headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}
