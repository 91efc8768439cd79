import type { HotelFeedRow } from '@app/shared/feed';
import type { Rng } from './rng.ts';

/**
 * What a hotel offers, drawn from its stars, its country and whether it lies by the sea: facility
 * probabilities, review scores, the boards and room types operators sell there.
 */
type FacilityRule = readonly [id: number, base: number, perStar: number, coastal?: boolean];
const FACILITY_RULES: readonly FacilityRule[] = [
  [1, 0.7, 0.15],
  [2, 0.9, 0.03],
  [3, 0.5, 0.2],
  [4, 0.75, 0.15],
  [5, 0.2, 0.25],
  [6, 0.6, 0.05],
  [7, 0.3, 0],
  [8, 0.25, 0.1],
  [9, 0.5, 0.05],
  [10, 0.08, -0.02],
  [11, 0.5, 0.2],
  [12, 0.15, 0.15],
  [13, 0.4, 0.2],
  [14, 0.25, 0.15],
  [15, 0.4, 0.1],
  [16, 0.8, 0.1],
  [17, 0.1, 0.15],
  [18, 0.15, 0.1],
  [19, 0.1, 0.1],
  [20, 0.05, 0.08],
  [21, 0.75, 0.1],
  [24, 0.3, 0.1, true],
  [27, 0.6, 0.1, true],
  [28, 0.5, 0.15],
  [29, 0.05, 0.02, true],
  [32, 0.85, 0.1],
  [33, 0.7, 0.15],
  [34, 0.75, 0.05],
  [35, 0.3, 0.25],
  [36, 0.85, 0.05],
  [37, 0.3, 0],
  [38, 0.6, 0.2],
  [39, 0.7, 0.1],
  [40, 0.2, -0.15],
  [42, 0.35, 0.25],
  [43, 0.2, 0.15],
  [44, 0.25, 0],
  [45, 0.3, 0.1, true],
  [46, 0.25, 0.1, true],
  [48, 0.08, 0.04],
  [49, 0.45, 0.15],
  [50, 0.3, 0],
  [51, 0.15, 0.03],
  [52, 0.4, 0.2],
  [53, 0.4, 0.15],
  [54, 0.5, 0.15],
  [55, 0.6, 0.1],
  [56, 0.3, 0.15],
  [57, 0.1, 0.15],
  [59, 0.2, 0.3],
  [60, 0.25, 0.2],
  [62, 0.35, 0.2],
  [63, 0.2, 0.15],
  [64, 0.15, 0.2],
];
const HAMMAM_COUNTRIES = new Set(['TR', 'EG', 'TN', 'MA', 'AE', 'OM', 'JO', 'CY']);
const DIVING_COUNTRIES = new Set(['EG', 'MV', 'TH', 'MU', 'TZ', 'JO', 'CU', 'MX', 'DO']);
const SANDY_COUNTRIES = new Set([
  'TR',
  'EG',
  'BG',
  'TN',
  'DO',
  'CU',
  'MX',
  'TH',
  'AE',
  'CV',
  'MV',
  'TZ',
  'MU',
  'JM',
  'PT',
  'MA',
  'ES',
  'CY',
]);

export function facilityIds(rng: Rng, stars: number, countryCode: string, coastal: boolean): number[] {
  const ids: number[] = [];
  for (const [id, base, perStar, needsSea] of FACILITY_RULES) {
    if (needsSea && !coastal) continue;
    if (rng.chance(base + perStar * (stars - 3))) ids.push(id);
  }
  if (rng.chance(HAMMAM_COUNTRIES.has(countryCode) ? 0.35 + 0.15 * (stars - 3) : 0.05)) ids.push(61);
  if (coastal && rng.chance(DIVING_COUNTRIES.has(countryCode) ? 0.45 : 0.06)) ids.push(47);
  if (coastal) ids.push(rng.chance(SANDY_COUNTRIES.has(countryCode) ? 0.85 : 0.35) ? 25 : 26);
  return ids.sort((a, b) => a - b);
}

const score = (value: number): number => Math.round(Math.min(6, Math.max(1, value)) * 10) / 10;

/** Review scores on the German portals' 1–6 scale; a fifth of small hotels have no reviews yet. */
export function reviews(rng: Rng, stars: number): HotelFeedRow['reviews'] {
  if (rng.chance(stars < 3 ? 0.25 : 0.08)) return null;
  const overall = 3.9 + 0.3 * (stars - 3.5) + 0.45 * rng.gauss();
  const around = (shift: number): number => score(overall + shift + 0.3 * rng.gauss());
  const count = Math.max(1, Math.round(Math.exp(3.2 + 0.35 * stars + 1.1 * rng.gauss())));
  return {
    accommodation: around(0.05),
    board: around(-0.1),
    overall: score(overall),
    price_quality: around(0),
    service: around(0.1),
    attractions: around(-0.2),
    location: around(0.1),
    count: Math.min(count, 25_000),
  };
}

/** Board plans (ids of catalogue.ts): what a hotel's operators sell, the first being the usual one. */
const ALL_INCLUSIVE_COUNTRIES = new Set(['TR', 'EG', 'TN', 'DO', 'CU', 'MX', 'JM', 'CV']);
const BREAKFAST_COUNTRIES = new Set(['AE', 'OM', 'JO', 'TH', 'LK']);
const FULL_BOARD_COUNTRIES = new Set(['MV', 'MU', 'TZ']);

export function boardPlan(rng: Rng, stars: number, countryCode: string, coastal: boolean): number[] {
  let primary: number;
  let alternatives: number[];
  if (stars <= 2.5) {
    primary = rng.pick([1, 2, 2]);
    alternatives = [1, 2, 3].filter((b) => b !== primary);
  } else if (!coastal) {
    primary = 2;
    alternatives = [1, 3];
  } else if (ALL_INCLUSIVE_COUNTRIES.has(countryCode)) {
    primary = stars >= 5 && rng.chance(0.4) ? 13 : 12;
    alternatives = [3, 12, 13, 4].filter((b) => b !== primary);
  } else if (BREAKFAST_COUNTRIES.has(countryCode)) {
    primary = rng.pick([2, 2, 3]);
    alternatives = [1, 3, 12, 4].filter((b) => b !== primary);
  } else if (FULL_BOARD_COUNTRIES.has(countryCode)) {
    primary = rng.pick([4, 12, 3]);
    alternatives = [2, 3, 12, 13].filter((b) => b !== primary);
  } else {
    primary = rng.pick([3, 3, 12, 12, 2, 6]);
    alternatives = [2, 1, 4, 12, 7].filter((b) => b !== primary);
  }
  const extra = rng.int(0, 2);
  const plan = [primary];
  for (let i = 0; i < extra; i++) {
    const next = rng.pick(alternatives);
    if (!plan.includes(next)) plan.push(next);
  }
  return plan;
}

/** Room types (ids of catalogue.ts) of a hotel; the double room (or a studio) is the usual one. */
export function roomPlan(rng: Rng, stars: number, coastal: boolean, exotic: boolean): number[] {
  const plan = stars <= 2.5 ? [rng.pick([6, 5, 1])] : [1];
  const candidates: number[] = [2, 3, 4];
  if (stars <= 3.5) candidates.push(5, 6);
  if (stars >= 4) candidates.push(10, 4);
  if (stars >= 4.5) candidates.push(8, 12);
  if (coastal) candidates.push(9, 9);
  if (exotic && stars >= 4) candidates.push(7, 11);
  const extra = rng.int(1, 3);
  for (let i = 0; i < extra; i++) {
    const next = rng.pick(candidates);
    if (!plan.includes(next)) plan.push(next);
  }
  return plan;
}

/** Price per person relative to the double room, and who may stay, per room type. */
export const ROOMS: Record<number, { price: number; occupancy: readonly [number, number, number, number] }> = {
  1: { price: 1, occupancy: [1, 2, 1, 3] },
  2: { price: 1.45, occupancy: [1, 1, 1, 2] },
  3: { price: 0.92, occupancy: [1, 3, 2, 3] },
  4: { price: 0.95, occupancy: [2, 4, 3, 5] },
  5: { price: 0.9, occupancy: [2, 4, 3, 5] },
  6: { price: 0.85, occupancy: [1, 3, 2, 3] },
  7: { price: 1.1, occupancy: [2, 4, 2, 4] },
  8: { price: 1.6, occupancy: [2, 4, 2, 4] },
  9: { price: 1.15, occupancy: [1, 2, 1, 3] },
  10: { price: 1.2, occupancy: [1, 3, 2, 3] },
  11: { price: 1.8, occupancy: [2, 6, 4, 8] },
  12: { price: 1.35, occupancy: [1, 3, 2, 4] },
};

/** Price of a board relative to half board. */
export const BOARD_PRICE: Record<number, number> = {
  1: 0.7,
  2: 0.8,
  3: 1,
  4: 1.15,
  5: 1,
  6: 1.1,
  7: 1.22,
  12: 1.35,
  13: 1.55,
};
export const STAR_PRICE = (stars: number): number => 0.45 + 0.2 * stars + (stars >= 4.5 ? 0.25 * (stars - 4) : 0);
