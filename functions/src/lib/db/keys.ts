/**
 * Every key of the single table is built here (architecture §4). Items carry `entity` and,
 * where editable, `version`. Generic attributes: `pk`, `sk`, sparse `gsi1pk/gsi1sk`,
 * `gsi2pk/gsi2sk`, TTL `expiresAt` (epoch seconds).
 *
 * | Access pattern                                  | Index | Key condition                                  |
 * |-------------------------------------------------|-------|------------------------------------------------|
 * | Recommended-region categories of the home page  | table | pk = CONTENT#recommended_regions, sk begins_with CATEGORY# |
 * | Headlines of the home page, in order            | table | pk = CONTENT#headlines, sk begins_with HEADLINE#      |
 * | Category infoboxes of the home page, in order   | table | pk = CONTENT#categories, sk begins_with INFOBOX#      |
 * | Category tiles of the home page, in order       | table | pk = CONTENT#home_tiles, sk begins_with TILE#         |
 * | Site configuration (SEO dates)                  | table | pk = CONTENT#site_configuration, sk = CURRENT         |
 * | Blog articles (all, then searched in memory)    | table | pk = CONTENT#blog_articles, sk begins_with ARTICLE#   |
 * | One blog article by slug                        | table | pk = CONTENT#blog_articles, sk = ARTICLE#<slug>       |
 * | Blog categories, in order                       | table | pk = CONTENT#blog_categories, sk begins_with CATEGORY# |
 * | Curiosities of one destination region, in order | table | pk = CURIOSITY#<region id>, sk begins_with FACT#      |
 * | Sign-in failures of one account (throttling)    | table | pk = SIGNIN#<sha256(email)>, sk = THROTTLE     |
 * | Reference data of the published feed            | table | pk = REFERENCE, sk = CURRENT                   |
 * | The published offer snapshot (pointer)          | table | pk = SNAPSHOT, sk = CURRENT                    |
 * | One hotel (content, gallery, reviews, weather)  | table | pk = HOTEL#<id>, sk = PROFILE                  |
 * | An enquiry with its e-mails (detail screen)     | table | pk = ENQUIRY#<ref>                             |
 * | Enquiries of a month, newest first (admin list) | gsi2  | gsi2pk = ENQUIRIES#<yyyy-mm>, gsi2sk = <receivedAt>#<ref> (ScanIndexForward false) |
 * | E-mails due for sending (outbox sender)         | gsi1  | gsi1pk = OUTBOX#pending, gsi1sk <= <now ISO>   |
 * | E-mails given up on (office follow-up)          | gsi1  | gsi1pk = OUTBOX#error, gsi1sk = <failedAt>     |
 * | A newsletter subscriber by address              | table | pk = NEWSLETTER#<sha256(email)>, sk = SUBSCRIBER |
 * | Confirmed newsletter subscribers                | gsi2  | gsi2pk = NEWSLETTER#confirmed, gsi2sk = <confirmedAt> |
 * | A rate-limit counter of one window              | table | pk = RATE#<scope>#<sha256(subject)>, sk = WINDOW#<start> |
 *
 * An outbox entry lives in the item collection of the record that triggered it (same `pk`,
 * `sk = OUTBOX#<name>`), so one Query shows a record with the state of each of its e-mails.
 */
export const ENTITY = {
  recommendedRegionCategory: 'RecommendedRegionCategory',
  headline: 'Headline',
  categoryInfobox: 'CategoryInfobox',
  homeTile: 'HomeTile',
  siteConfiguration: 'SiteConfiguration',
  blogArticle: 'BlogArticle',
  blogCategory: 'BlogCategory',
  curiosity: 'Curiosity',
  signInThrottle: 'SignInThrottle',
  referenceData: 'ReferenceData',
  snapshotPointer: 'SnapshotPointer',
  hotel: 'Hotel',
  enquiry: 'Enquiry',
  outboxEntry: 'OutboxEntry',
  newsletterSubscriber: 'NewsletterSubscriber',
  rateLimitWindow: 'RateLimitWindow',
} as const;

/** E-mail send states (spec §4): the sparse GSI lists pending and failed entries, never sent ones. */
export const OUTBOX_PENDING = 'OUTBOX#pending';
export const OUTBOX_ERROR = 'OUTBOX#error';

export const keys = {
  recommendedRegions: () => ({ pk: 'CONTENT#recommended_regions' }),
  recommendedRegionCategory: (position: number) => ({
    pk: 'CONTENT#recommended_regions',
    sk: `CATEGORY#${String(position).padStart(3, '0')}`,
  }),
  headlines: () => ({ pk: 'CONTENT#headlines' }),
  headline: (position: number) => ({ pk: 'CONTENT#headlines', sk: `HEADLINE#${String(position).padStart(3, '0')}` }),
  categoryInfoboxes: () => ({ pk: 'CONTENT#categories' }),
  categoryInfobox: (position: number) => ({
    pk: 'CONTENT#categories',
    sk: `INFOBOX#${String(position).padStart(3, '0')}`,
  }),
  homeTiles: () => ({ pk: 'CONTENT#home_tiles' }),
  homeTile: (position: number) => ({ pk: 'CONTENT#home_tiles', sk: `TILE#${String(position).padStart(3, '0')}` }),
  siteConfiguration: () => ({ pk: 'CONTENT#site_configuration', sk: 'CURRENT' }),
  blogArticles: () => ({ pk: 'CONTENT#blog_articles' }),
  blogArticle: (slug: string) => ({ pk: 'CONTENT#blog_articles', sk: `ARTICLE#${slug}` }),
  blogCategories: () => ({ pk: 'CONTENT#blog_categories' }),
  blogCategory: (position: number) => ({
    pk: 'CONTENT#blog_categories',
    sk: `CATEGORY#${String(position).padStart(3, '0')}`,
  }),
  curiosities: (regionId: number) => ({ pk: `CURIOSITY#${regionId}` }),
  curiosity: (regionId: number, position: number) => ({
    pk: `CURIOSITY#${regionId}`,
    sk: `FACT#${String(position).padStart(3, '0')}`,
  }),
  signInThrottle: (emailHash: string) => ({ pk: `SIGNIN#${emailHash}`, sk: 'THROTTLE' }),
  referenceData: () => ({ pk: 'REFERENCE', sk: 'CURRENT' }),
  snapshotPointer: () => ({ pk: 'SNAPSHOT', sk: 'CURRENT' }),
  hotel: (hotelId: string) => ({ pk: `HOTEL#${hotelId}`, sk: 'PROFILE' }),
  enquiry: (referenceId: string) => ({ pk: `ENQUIRY#${referenceId}`, sk: 'ENQUIRY' }),
  /** `receivedAt` is an ISO timestamp (UTC); months partition the list so no partition grows forever. */
  enquiriesByDate: (receivedAt: string, referenceId: string) => ({
    gsi2pk: `ENQUIRIES#${receivedAt.slice(0, 7)}`,
    gsi2sk: `${receivedAt}#${referenceId}`,
  }),
  enquiriesOfMonth: (month: string) => ({ gsi2pk: `ENQUIRIES#${month}` }),
  outboxEntry: (ownerPk: string, name: string) => ({ pk: ownerPk, sk: `OUTBOX#${name}` }),
  outboxPending: (nextAttemptAt: string) => ({ gsi1pk: OUTBOX_PENDING, gsi1sk: nextAttemptAt }),
  outboxFailed: (failedAt: string) => ({ gsi1pk: OUTBOX_ERROR, gsi1sk: failedAt }),
  newsletterSubscriber: (emailHash: string) => ({ pk: `NEWSLETTER#${emailHash}`, sk: 'SUBSCRIBER' }),
  newsletterConfirmed: (confirmedAt: string) => ({ gsi2pk: 'NEWSLETTER#confirmed', gsi2sk: confirmedAt }),
  rateLimitWindow: (scope: string, subjectHash: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subjectHash}`,
    sk: `WINDOW#${windowStart}`,
  }),
};
