import { inject } from 'vitest';
import { resetEnvCache } from '../lib/env.ts';

// Each test worker talks to the same stand-ins as the adapter, with the same environment.
Object.assign(process.env, inject('stack').env);
resetEnvCache();
