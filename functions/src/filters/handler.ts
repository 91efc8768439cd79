import { createGroupHandler } from '../lib/http/create-handler.ts';
import { filtersRoutes } from './routes.ts';

/** Filter data of the search form (spec §7): airports, regions, facilities, operators, defaults. */
export const handler = createGroupHandler('filters', filtersRoutes);
