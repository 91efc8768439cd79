import type { EndpointGroup } from '@app/shared/routes';
import type { Context, HttpEvent, HttpResult } from '../lib/http/types.ts';

export type LambdaHttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * Every endpoint group's Lambda entry, loaded on first use. The record type makes a new group in
 * the route table fail to compile until it is wired here too.
 */
export const GROUP_HANDLERS: Record<EndpointGroup, () => Promise<{ handler: LambdaHttpHandler }>> = {
  system: () => import('../system/handler.ts'),
  content: () => import('../content/handler.ts'),
  filters: () => import('../filters/handler.ts'),
  offers: () => import('../offers/handler.ts'),
  'admin-session': () => import('../admin-session/handler.ts'),
  enquiries: () => import('../enquiries/handler.ts'),
  exports: () => import('../exports/handler.ts'),
};
