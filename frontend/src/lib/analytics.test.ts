import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics, trackConversion, trackEvent, trackPageView, type AnalyticsEntry } from './analytics.ts';

function analyticsWithQueue(enabled = true) {
  const queue: AnalyticsEntry[] = [];
  let on = enabled;
  const analytics = createAnalytics({ isEnabled: () => on, queue: () => queue });
  return { analytics, queue, switchOn: () => (on = true) };
}

describe('createAnalytics', () => {
  it('queues page views, events and conversions in dataLayer style', () => {
    const { analytics, queue } = analyticsWithQueue();
    analytics.trackPageView('/offers?offer_type=A');
    analytics.trackEvent('newsletter_sign_up', { form: 'home' });
    analytics.trackConversion('newsletter_sign_up');
    expect(queue).toEqual([
      { event: 'page_view', page_path: '/offers?offer_type=A' },
      { event: 'newsletter_sign_up', form: 'home' },
      { event: 'conversion', conversion: 'newsletter_sign_up' },
    ]);
  });

  it('a parameter cannot replace the event name', () => {
    const { analytics, queue } = analyticsWithQueue();
    analytics.trackEvent('search', { event: 'page_view' });
    expect(queue).toEqual([{ event: 'search' }]);
  });

  it('records nothing until it is switched on, then records at once', () => {
    const { analytics, queue, switchOn } = analyticsWithQueue(false);
    analytics.trackPageView('/');
    expect(queue).toEqual([]);
    switchOn();
    analytics.trackPageView('/wakacje');
    expect(queue).toEqual([{ event: 'page_view', page_path: '/wakacje' }]);
  });
});

describe('the app adapter', () => {
  afterEach(() => {
    delete window.analyticsEnabled;
    delete window.dataLayer;
  });

  it('is inert by default and touches no global queue', () => {
    trackPageView('/');
    trackEvent('x');
    trackConversion('y');
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes onto window.dataLayer once the page switches it on', () => {
    window.analyticsEnabled = true;
    trackPageView('/');
    trackConversion('newsletter_sign_up', { value: 1 });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'conversion', conversion: 'newsletter_sign_up', value: 1 },
    ]);
  });
});
