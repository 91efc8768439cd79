import { afterEach, beforeEach, vi } from 'vitest';

let allowed: RegExp[] = [];

/** Lets the current test log a `console.error` it expects (an error boundary catching, say). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

/** An unexpected `console.error` (React warnings, act() problems, …) fails the test. */
export function failOnConsoleError(): void {
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    allowed = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    const unexpected = calls.map(describe).filter((text) => !allowed.some((pattern) => pattern.test(text)));
    if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.join('\n---\n')}`);
  });
}

function describe(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');
}
