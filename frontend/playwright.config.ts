import { defineConfig, devices } from '@playwright/test';
// By a relative path, as in vite.config.ts: Node cannot load the workspace package's TypeScript itself.
import { localChromiumPath, QUIET_CHROMIUM_FLAGS } from '../shared/src/local-chromium.ts';

// E2E_PORT lets several checkouts run their journeys at once on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4310);
/** The SES stand-in's port, where journeys read the e-mails the outbox sent (e2e/outbox.ts). */
const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? PORT + 1000);

/**
 * Browser journeys against the whole local stack (`scripts/src/start.ts --ephemeral`): DynamoDB
 * Local, s3rver, the SES stand-in, cognito-local and the API serving the built front end. Build
 * first (`npx vite build`); the stack serves `frontend/dist` as it is.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: localChromiumPath(process.env),
      args: [...QUIET_CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/src/start.ts --ephemeral --no-build',
    // Not /health: the offers endpoints answer 503 until the stack has read the offers snapshot, a
    // moment after the server listens; a journey starting then met that 503 (once in six CI runs).
    url: `http://127.0.0.1:${PORT}/offers/list`,
    env: { PORT: String(PORT), SES_PORT: String(OUTBOX_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
