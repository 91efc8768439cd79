import { createGroupHandler } from '../lib/http/create-handler.ts';
import { exportsRoutes } from './routes.ts';

/**
 * Printable documents: the offer sheet as HTML and as a PDF (decision 029). The one Lambda with
 * Chromium; it reads offers through the offers API and writes nothing.
 */
export const handler = createGroupHandler('exports', exportsRoutes);
