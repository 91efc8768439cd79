/** The four tabs of a region page, selected by the `tab` query parameter (spec §2; SEO-01, SEO-02). */
export const DESTINATION_TABS = ['offers_list', 'region_information', 'practical_information', 'map'] as const;
export type DestinationTab = (typeof DESTINATION_TABS)[number];

/** The tab shown when `tab` is missing or not one of the four (OPEN-32). */
export const DEFAULT_DESTINATION_TAB: DestinationTab = 'offers_list';

export function parseDestinationTab(value: string | null | undefined): DestinationTab {
  return DESTINATION_TABS.find((tab) => tab === value) ?? DEFAULT_DESTINATION_TAB;
}
