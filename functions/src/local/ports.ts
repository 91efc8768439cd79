import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on loopback (for stand-ins that need a port up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function portOrFree(port: number | undefined): Promise<number> {
  return port && port > 0 ? port : freePort();
}

/** Resolves once `check` succeeds, polling; rejects after `timeoutMs` with the last error. */
export async function waitUntil(check: () => Promise<unknown>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`, { cause: lastError });
}
