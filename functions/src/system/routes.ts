import { issueCsrfToken } from '../lib/http/csrf.ts';
import type { GroupRoutes } from '../lib/http/create-handler.ts';
import { ok } from '../lib/http/create-handler.ts';
import { awsHealthProbes } from './health-probes.ts';
import { runHealthChecks } from './health.ts';

export const systemRoutes: GroupRoutes<'system'> = {
  health: async () => {
    const result = await runHealthChecks(awsHealthProbes());
    return { status: result.status === 'ok' ? 200 : 503, body: result };
  },
  csrfToken: async () => {
    const { token, cookie } = await issueCsrfToken();
    return ok({ csrf_token: token }, { cookies: [cookie] });
  },
};
