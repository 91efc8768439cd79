import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests (unit, integration against the local
// stand-ins, CDK template tests). Browser journeys run separately with Playwright.
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'frontend', 'infra', 'scripts'],
  },
});
