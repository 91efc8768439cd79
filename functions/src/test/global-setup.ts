import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../local/local-stack.ts';

export interface ProvidedStack {
  url: string;
  outboxUrl: string;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/** One ephemeral local stack for the whole functions test run, on free ports. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env['LOG_REQUESTS'] = 'false';
  const stack = await startLocalStack({ port: 0 });
  project.provide('stack', { url: stack.url, outboxUrl: stack.outboxUrl, env: stack.env });
  return () => stack.stop();
}
