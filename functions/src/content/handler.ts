import { createGroupHandler } from '../lib/http/create-handler.ts';
import { contentRoutes } from './routes.ts';

/** Home-page content: recommended regions (later headlines, categories, infoboxes). */
export const handler = createGroupHandler('content', contentRoutes);
