import type { ReferenceData } from '@app/shared/reference-data';
import { AIRPORTS } from './airports.ts';
import { ACCOMMODATIONS, BOARDS, DEFAULT_FILTER } from './catalogue.ts';
import { FACILITIES } from './facilities.ts';
import { OPERATORS } from './operators.ts';
import { REGIONS, SPECIAL_REGIONS } from './regions.ts';

/** The feed's `reference.json` (docs/feed-format.md). */
export const REFERENCE_DATA: ReferenceData = {
  regions: [...REGIONS],
  special_regions: SPECIAL_REGIONS,
  airports: [...AIRPORTS],
  operators: [...OPERATORS],
  facilities: [...FACILITIES],
  boards: [...BOARDS],
  accommodations: [...ACCOMMODATIONS],
  default_filter: DEFAULT_FILTER,
};
