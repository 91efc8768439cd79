import { createGroupHandler } from '../lib/http/create-handler.ts';
import { enquiriesRoutes } from './routes.ts';

/**
 * Visitor forms that store an enquiry and queue e-mail (contact, offer questions, offers by
 * e-mail, newsletter). It writes the table only; the outbox sender is the one that talks to SES.
 */
export const handler = createGroupHandler('enquiries', enquiriesRoutes);
