import { createGroupHandler } from '../lib/http/create-handler.ts';
import { offersRoutes } from './routes.ts';

/** Offer search and hotel content, answered from the in-memory snapshot (architecture §3). */
export const handler = createGroupHandler('offers', offersRoutes);
