import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_DESTINATION_TAB,
  parseDestinationTab,
  type DestinationTab,
} from '@app/shared/destinations/destination-tabs';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The tab the URL asks for (SEO-02, OPEN-32). The page is prerendered without a query string and the
 * same HTML answers `?tab=map`, so until hydration the default tab shows — exactly what the HTML holds —
 * and the URL's tab takes over right after.
 */
export function useDestinationTab(): DestinationTab {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return hydrated ? parseDestinationTab(params.get('tab')) : DEFAULT_DESTINATION_TAB;
}
