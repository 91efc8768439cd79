import type { MessageId } from '../../lib/intl/message-id.ts';
import { PATHS } from '../../config/paths.ts';

/** The popular destinations offered when a search finds nothing (spec §2, §8; LIST-18, ROUTE-06). */
export const POPULAR_DESTINATIONS = ['dominikana', 'turcja', 'grecja', 'hiszpania', 'kuba'] as const;
export type PopularDestination = (typeof POPULAR_DESTINATIONS)[number];

export function destinationHref(slug: string): string {
  return `${PATHS.holidays}/${slug}`;
}

export function destinationName(slug: PopularDestination): MessageId {
  return `offers_list.destination.${slug}`;
}
