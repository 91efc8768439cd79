/**
 * The one analytics adapter (spec §7: page views on route change, the newsletter's conversion and
 * analytics events). It only pushes plain objects onto a `dataLayer` queue; it never loads a
 * third-party script. Whatever tag manager the deployment adds reads that queue and forwards page
 * views and events to analytics and conversions to the ad service.
 *
 * Inert unless switched on, so nothing is recorded without consent or in development:
 * - at build time with `VITE_ANALYTICS=on` (a site whose consent is handled before the app loads), or
 * - at run time by setting `window.analyticsEnabled = true` (the consent manager once the visitor
 *   agrees; the browser tests do it with an init script). It is checked on every call, so consent
 *   given later takes effect at once; events from before it are not kept.
 */

export interface AnalyticsEntry {
  readonly event: string;
  readonly [key: string]: unknown;
}

export type AnalyticsParams = Readonly<Record<string, string | number | boolean>>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEntry[];
    analyticsEnabled?: boolean;
  }
}

export interface AnalyticsOptions {
  /** Whether to record at this moment. */
  readonly isEnabled: () => boolean;
  /** The queue to push onto, created on first use. */
  readonly queue: () => AnalyticsEntry[];
}

export interface Analytics {
  readonly trackPageView: (path: string) => void;
  readonly trackEvent: (name: string, params?: AnalyticsParams) => void;
  /** A conversion for the ad service, named by what the visitor did (e.g. `newsletter_sign_up`). */
  readonly trackConversion: (name: string, params?: AnalyticsParams) => void;
}

export function createAnalytics({ isEnabled, queue }: AnalyticsOptions): Analytics {
  const push = (entry: AnalyticsEntry): void => {
    if (isEnabled()) queue().push(entry);
  };
  return {
    trackPageView: (path) => push({ event: 'page_view', page_path: path }),
    trackEvent: (name, params = {}) => push({ ...params, event: name }),
    trackConversion: (name, params = {}) => push({ ...params, event: 'conversion', conversion: name }),
  };
}

function enabledInBrowser(): boolean {
  const buildFlag: unknown = import.meta.env['VITE_ANALYTICS'];
  return buildFlag === 'on' || (typeof window !== 'undefined' && window.analyticsEnabled === true);
}

function windowQueue(): AnalyticsEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

const analytics = createAnalytics({ isEnabled: enabledInBrowser, queue: windowQueue });

export const { trackPageView, trackEvent, trackConversion } = analytics;
