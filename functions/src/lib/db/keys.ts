/**
 * Every key of the single table is built here (architecture §4). Items carry `entity` and,
 * where editable, `version`. Generic attributes: `pk`, `sk`, sparse `gsi1pk/gsi1sk`,
 * `gsi2pk/gsi2sk`, TTL `expiresAt` (epoch seconds).
 *
 * | Access pattern                                  | Index | Key condition                                  |
 * |-------------------------------------------------|-------|------------------------------------------------|
 * | Recommended-region categories of the home page  | table | pk = CONTENT#recommended_regions, sk begins_with CATEGORY# |
 * | Sign-in failures of one account (throttling)    | table | pk = SIGNIN#<sha256(email)>, sk = THROTTLE     |
 * | Reference data of the published feed            | table | pk = REFERENCE, sk = CURRENT                   |
 * | The published offer snapshot (pointer)          | table | pk = SNAPSHOT, sk = CURRENT                    |
 * | One hotel (content, gallery, reviews, weather)  | table | pk = HOTEL#<id>, sk = PROFILE                  |
 */
export const ENTITY = {
  recommendedRegionCategory: 'RecommendedRegionCategory',
  signInThrottle: 'SignInThrottle',
  referenceData: 'ReferenceData',
  snapshotPointer: 'SnapshotPointer',
  hotel: 'Hotel',
} as const;

export const keys = {
  recommendedRegions: () => ({ pk: 'CONTENT#recommended_regions' }),
  recommendedRegionCategory: (position: number) => ({
    pk: 'CONTENT#recommended_regions',
    sk: `CATEGORY#${String(position).padStart(3, '0')}`,
  }),
  signInThrottle: (emailHash: string) => ({ pk: `SIGNIN#${emailHash}`, sk: 'THROTTLE' }),
  referenceData: () => ({ pk: 'REFERENCE', sk: 'CURRENT' }),
  snapshotPointer: () => ({ pk: 'SNAPSHOT', sk: 'CURRENT' }),
  hotel: (hotelId: string) => ({ pk: `HOTEL#${hotelId}`, sk: 'PROFILE' }),
};
