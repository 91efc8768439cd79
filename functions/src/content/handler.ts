import { createGroupHandler } from '../lib/http/create-handler.ts';
import { contentRoutes } from './routes.ts';

/** Home-page content: headlines, category infoboxes, category tiles and recommended regions. */
export const handler = createGroupHandler('content', contentRoutes);
