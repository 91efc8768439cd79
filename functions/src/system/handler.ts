import { createGroupHandler } from '../lib/http/create-handler.ts';
import { systemRoutes } from './routes.ts';

/** Health, CSRF token, and the API's 404 for unknown API paths (API Gateway `$default`). */
export const handler = createGroupHandler('system', systemRoutes);
