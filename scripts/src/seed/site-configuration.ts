import type { SiteConfiguration } from '@app/shared/site-configuration';

/** The demo site configuration (spec §3): destination pages search from three days ahead, for a week. */
export const SITE_CONFIGURATION: SiteConfiguration = { dates_offset: 3, dates_delta: 7 };
