/**
 * The home page's special offers (spec §2): tabs and section texts.
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const specialOffersPl = {
  'special_offers.heading': 'Oferty specjalne',
  'special_offers.tabs_label': 'Rodzaj oferty specjalnej',
  'special_offers.tab.all_inclusive': 'All inclusive',
  'special_offers.tab.last_minute': 'Last minute',
  'special_offers.tab.exotic_places': 'Egzotyka',
  'special_offers.tab.without_passport': 'Bez paszportu',
  'special_offers.tab.with_children': 'Z dziećmi',
  'special_offers.tab.from_germany': 'Wyloty z Niemiec',
  'special_offers.default_heading': 'Najtańsze wakacje na 7–15 dni',
  'special_offers.more': 'Więcej ofert',
  'special_offers.more_tab': 'Więcej ofert: {name}',
} satisfies Record<string, string>;

type Keys = keyof typeof specialOffersPl;

export const specialOffersEn: Record<Keys, string> = {
  'special_offers.heading': 'Special offers',
  'special_offers.tabs_label': 'Kind of special offer',
  'special_offers.tab.all_inclusive': 'All inclusive',
  'special_offers.tab.last_minute': 'Last minute',
  'special_offers.tab.exotic_places': 'Exotic places',
  'special_offers.tab.without_passport': 'No passport needed',
  'special_offers.tab.with_children': 'With children',
  'special_offers.tab.from_germany': 'Flights from Germany',
  'special_offers.default_heading': 'The cheapest holidays of 7–15 days',
  'special_offers.more': 'More offers',
  'special_offers.more_tab': 'More offers: {name}',
};

export const specialOffersDe: Record<Keys, string> = {
  'special_offers.heading': 'Sonderangebote',
  'special_offers.tabs_label': 'Art des Sonderangebots',
  'special_offers.tab.all_inclusive': 'All inclusive',
  'special_offers.tab.last_minute': 'Last Minute',
  'special_offers.tab.exotic_places': 'Fernreisen',
  'special_offers.tab.without_passport': 'Ohne Reisepass',
  'special_offers.tab.with_children': 'Mit Kindern',
  'special_offers.tab.from_germany': 'Abflug ab Deutschland',
  'special_offers.default_heading': 'Die günstigsten Reisen von 7–15 Tagen',
  'special_offers.more': 'Weitere Angebote',
  'special_offers.more_tab': 'Weitere Angebote: {name}',
};
