import { describe, expect, it } from 'vitest';
import { DESTINATION_TABS, parseDestinationTab } from './destination-tabs.ts';

describe('destination page tabs (SEO-01, SEO-02, OPEN-32)', () => {
  it('has the four tabs of spec §2 in order', () => {
    expect(DESTINATION_TABS).toEqual(['offers_list', 'region_information', 'practical_information', 'map']);
  });

  it('reads each tab from the query parameter', () => {
    for (const tab of DESTINATION_TABS) expect(parseDestinationTab(tab)).toBe(tab);
  });

  it('falls back to offers_list when tab is missing or invalid', () => {
    expect(parseDestinationTab(null)).toBe('offers_list');
    expect(parseDestinationTab(undefined)).toBe('offers_list');
    expect(parseDestinationTab('')).toBe('offers_list');
    expect(parseDestinationTab('MAP')).toBe('offers_list');
    expect(parseDestinationTab('weather')).toBe('offers_list');
  });
});
