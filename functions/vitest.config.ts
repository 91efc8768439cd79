import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    // The stand-ins (DynamoDB Local, s3rver, SES, cognito-local) and the API adapter start once.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/worker-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_REQUESTS: 'false' },
  },
});
