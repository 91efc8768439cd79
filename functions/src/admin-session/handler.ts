import { createGroupHandler } from '../lib/http/create-handler.ts';
import { adminSessionRoutes } from './routes.ts';

/** Sign-in, sign-out and "who am I" for the admin area (tokens only in HttpOnly cookies). */
export const handler = createGroupHandler('admin-session', adminSessionRoutes);
