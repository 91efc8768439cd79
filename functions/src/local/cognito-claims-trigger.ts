import { createServer } from 'node:http';
import { listen } from './api-server.ts';

/**
 * cognito-local leaves standard attributes such as `name` out of ID tokens, which real Cognito
 * includes. This stands in for a PreTokenGeneration Lambda (cognito-local invokes it through the
 * Lambda Invoke API) that adds them back, so handlers read the same claims as in AWS.
 */
const STANDARD_CLAIMS = ['name', 'given_name', 'family_name'] as const;

interface PreTokenGenerationEvent {
  request?: { userAttributes?: Record<string, string> };
}

export async function startClaimsTrigger(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let event: PreTokenGenerationEvent = {};
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PreTokenGenerationEvent;
      } catch {
        // an empty override below
      }
      const attributes = event.request?.userAttributes ?? {};
      const claims = Object.fromEntries(STANDARD_CLAIMS.filter((c) => attributes[c]).map((c) => [c, attributes[c]]));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ response: { claimsOverrideDetails: { claimsToAddOrOverride: claims } } }));
    });
  });
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
