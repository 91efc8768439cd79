/**
 * The tour operators' logos (components/partners): the footer's strip of them.
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const partnersPl = {
  'partners.heading': 'Współpracujemy z touroperatorami',
  'partners.list': 'Nasi partnerzy – touroperatorzy',
} satisfies Record<string, string>;

type Keys = keyof typeof partnersPl;

export const partnersEn: Record<Keys, string> = {
  'partners.heading': 'The tour operators we work with',
  'partners.list': 'Our partners – tour operators',
};

export const partnersDe: Record<Keys, string> = {
  'partners.heading': 'Wir arbeiten mit diesen Reiseveranstaltern zusammen',
  'partners.list': 'Unsere Partner – Reiseveranstalter',
};
