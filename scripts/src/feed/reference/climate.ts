import { MONTHS } from '@app/shared/feed';

/**
 * Long-term monthly climate of the destinations (January … December): mean daily maximum and
 * nightly minimum in °C, sea surface temperature in °C (null inland), hours of sunshine per day and
 * days with rain. Values are rounded climate-normal figures of a representative station; `season`
 * names the market pattern the generator uses (when tour operators fly there, and how prices move).
 */
export type SeasonKind = 'summer' | 'mediterranean' | 'winter_sun' | 'tropical';

interface ClimateRow {
  season: SeasonKind;
  day: string;
  night: string;
  water: string | null;
  sun: string;
  rain: string;
}

const CLIMATE_ROWS = {
  TR_SOUTH: {
    season: 'mediterranean',
    day: '15 16 18 22 26 31 34 34 31 27 21 17',
    night: '6 7 9 12 16 20 23 23 20 16 11 8',
    water: '17 17 17 18 21 24 27 28 27 24 21 19',
    sun: '5 6 7 9 11 12 13 12 11 8 6 5',
    rain: '11 9 7 5 3 1 0 0 1 4 6 10',
  },
  TR_AEGEAN: {
    season: 'summer',
    day: '15 15 17 21 25 30 33 33 29 25 20 16',
    night: '8 8 9 12 16 20 23 23 20 16 12 9',
    water: '16 15 16 17 19 22 24 24 23 21 19 17',
    sun: '4 5 7 9 11 12 13 12 10 7 5 4',
    rain: '12 10 8 6 3 1 0 0 1 4 8 12',
  },
  GR_SOUTH: {
    season: 'mediterranean',
    day: '16 16 17 20 24 28 30 30 27 24 21 18',
    night: '9 9 10 12 15 19 22 22 19 17 14 11',
    water: '17 16 16 17 19 22 24 25 24 23 20 18',
    sun: '4 5 6 8 10 12 13 12 10 7 5 4',
    rain: '12 10 8 5 3 1 0 0 1 5 7 11',
  },
  GR_WEST: {
    season: 'summer',
    day: '14 15 16 19 24 28 31 31 27 23 19 15',
    night: '5 5 7 9 13 17 19 19 16 13 10 6',
    water: '15 14 15 16 19 22 24 25 24 22 19 16',
    sun: '4 5 6 7 9 11 12 11 9 6 4 3',
    rain: '13 11 10 9 6 3 1 2 5 9 13 15',
  },
  GR_NORTH: {
    season: 'summer',
    day: '10 12 14 19 24 29 32 31 27 21 16 12',
    night: '2 3 5 9 13 17 20 20 16 12 8 4',
    water: '14 13 13 15 18 22 24 25 23 20 17 15',
    sun: '4 5 6 8 10 11 12 11 9 7 5 4',
    rain: '7 7 8 8 7 5 3 3 4 6 8 9',
  },
  ES_BALEARIC: {
    season: 'mediterranean',
    day: '15 15 17 20 23 27 30 30 27 23 19 16',
    night: '6 6 7 9 13 17 20 20 18 14 10 7',
    water: '14 14 14 15 18 22 25 26 24 21 18 15',
    sun: '5 6 7 8 10 11 11 10 8 6 5 5',
    rain: '8 7 6 6 4 2 1 2 5 7 8 8',
  },
  ES_CANARY: {
    season: 'winter_sun',
    day: '21 21 22 22 23 25 27 28 27 26 24 22',
    night: '15 15 16 16 17 19 20 21 21 19 18 16',
    water: '19 18 18 19 19 20 21 22 23 23 21 20',
    sun: '6 7 7 8 9 10 11 10 8 7 6 6',
    rain: '4 3 3 2 1 0 0 0 1 3 4 5',
  },
  ES_SOUTH: {
    season: 'mediterranean',
    day: '17 18 20 22 25 29 31 31 29 24 20 18',
    night: '8 8 10 11 14 18 21 21 19 15 11 9',
    water: '15 15 15 16 18 20 22 23 22 20 18 16',
    sun: '6 7 7 9 10 11 12 11 9 7 6 5',
    rain: '6 5 5 5 3 1 0 0 2 5 6 7',
  },
  ES_NORTH_EAST: {
    season: 'summer',
    day: '14 15 17 19 22 26 29 29 26 22 17 14',
    night: '4 5 7 9 13 16 19 19 17 13 8 5',
    water: '13 13 13 14 17 20 23 24 22 19 16 14',
    sun: '5 6 6 7 8 9 10 9 7 6 5 4',
    rain: '5 5 5 7 7 5 3 5 6 7 6 6',
  },
  EG: {
    season: 'winter_sun',
    day: '22 23 25 29 33 35 36 36 34 31 27 23',
    night: '11 11 14 17 21 24 25 26 24 21 16 12',
    water: '22 21 22 23 25 27 28 29 28 27 25 23',
    sun: '9 10 10 11 12 13 13 12 11 10 9 9',
    rain: '0 0 0 0 0 0 0 0 0 0 0 1',
  },
  BG: {
    season: 'summer',
    day: '6 7 11 16 21 26 29 29 25 19 13 8',
    night: '-1 0 3 7 12 16 19 19 15 11 6 1',
    water: '8 7 8 10 15 21 24 25 22 18 13 10',
    sun: '3 3 5 7 9 10 11 11 9 6 3 2',
    rain: '6 5 5 5 6 5 3 3 3 4 6 7',
  },
  HR: {
    season: 'summer',
    day: '11 12 14 18 23 27 30 30 26 21 16 12',
    night: '5 5 7 10 15 18 21 21 17 13 9 6',
    water: '13 13 13 15 18 22 24 25 23 20 17 15',
    sun: '4 5 6 7 9 10 11 10 8 6 4 4',
    rain: '9 9 9 9 8 6 4 3 6 8 11 11',
  },
  IT: {
    season: 'summer',
    day: '15 15 17 19 23 27 30 31 28 24 20 16',
    night: '8 8 9 11 15 19 22 22 20 16 12 9',
    water: '15 14 14 15 18 21 24 26 25 22 19 16',
    sun: '4 5 6 7 9 10 11 10 8 6 4 4',
    rain: '9 8 7 6 3 1 1 2 4 7 9 10',
  },
  CY: {
    season: 'mediterranean',
    day: '17 17 19 23 27 31 33 33 31 28 23 19',
    night: '8 8 9 12 16 20 22 23 20 17 13 10',
    water: '18 17 17 18 21 24 27 28 27 25 22 19',
    sun: '6 7 8 9 11 12 13 12 11 9 7 6',
    rain: '9 8 6 4 2 0 0 0 1 3 5 8',
  },
  TN: {
    season: 'mediterranean',
    day: '16 17 19 22 25 29 32 33 30 26 21 17',
    night: '7 8 10 12 16 19 22 23 21 17 12 8',
    water: '15 15 15 16 19 22 25 27 26 23 20 17',
    sun: '6 7 7 8 10 11 12 11 9 8 6 5',
    rain: '7 6 5 4 3 1 0 1 3 5 5 7',
  },
  MA_COAST: {
    season: 'winter_sun',
    day: '21 22 23 23 24 25 27 27 27 26 24 21',
    night: '8 9 11 12 14 16 18 18 17 15 12 9',
    water: '17 17 17 18 19 20 21 22 22 21 19 18',
    sun: '8 8 9 10 10 10 9 9 9 8 8 8',
    rain: '4 4 3 2 1 0 0 0 1 2 4 4',
  },
  MA_INLAND: {
    season: 'mediterranean',
    day: '18 20 23 25 29 33 37 37 32 27 22 19',
    night: '6 7 9 11 14 17 20 21 18 15 10 7',
    water: null,
    sun: '7 8 9 10 10 11 11 10 9 8 7 7',
    rain: '5 5 5 4 3 1 0 1 2 4 5 5',
  },
  PT_ALGARVE: {
    season: 'mediterranean',
    day: '16 17 19 21 23 27 29 29 27 23 19 17',
    night: '8 9 10 12 14 17 19 19 18 15 12 10',
    water: '15 15 15 16 17 19 21 21 21 19 17 16',
    sun: '6 7 8 9 11 12 12 12 10 8 7 6',
    rain: '7 6 5 5 3 1 0 0 2 5 6 7',
  },
  PT_MADEIRA: {
    season: 'winter_sun',
    day: '19 19 19 20 21 23 25 26 26 24 22 20',
    night: '13 13 13 14 15 17 18 19 19 18 16 14',
    water: '18 18 17 18 19 20 22 23 23 22 20 19',
    sun: '5 6 6 7 7 7 8 8 7 6 5 5',
    rain: '7 6 6 4 2 1 0 1 2 5 7 7',
  },
  PT_LISBON: {
    season: 'mediterranean',
    day: '15 16 19 20 22 26 28 29 27 23 18 15',
    night: '8 9 10 12 14 16 18 18 17 15 11 9',
    water: '15 14 15 15 16 17 18 18 19 18 16 15',
    sun: '5 6 7 9 10 11 12 12 9 7 5 5',
    rain: '10 8 8 9 6 3 1 1 4 8 9 11',
  },
  ADRIATIC_SOUTH: {
    season: 'summer',
    day: '12 13 15 18 23 27 30 30 26 21 17 13',
    night: '5 5 7 10 14 18 20 20 17 13 9 6',
    water: '14 13 14 16 19 23 25 25 23 20 17 15',
    sun: '4 5 6 7 9 11 12 11 9 6 4 4',
    rain: '12 11 11 11 9 5 3 4 7 10 14 14',
  },
  CARIBBEAN: {
    season: 'tropical',
    day: '28 28 29 29 30 31 31 31 31 31 30 29',
    night: '21 21 21 22 23 24 24 24 24 23 23 22',
    water: '26 26 26 27 27 28 28 29 29 29 28 27',
    sun: '8 9 9 9 8 8 9 9 8 8 8 8',
    rain: '7 5 5 6 10 9 9 10 11 11 11 9',
  },
  CU: {
    season: 'tropical',
    day: '26 26 28 29 31 32 32 32 31 30 28 26',
    night: '18 18 19 20 22 23 23 24 23 22 21 19',
    water: '25 25 25 26 27 28 29 29 29 28 27 26',
    sun: '7 8 9 9 9 8 9 9 8 7 7 7',
    rain: '5 4 4 4 7 11 9 10 12 11 6 5',
  },
  MX_CARIBBEAN: {
    season: 'tropical',
    day: '28 29 30 31 32 33 33 33 33 31 30 28',
    night: '19 20 21 22 24 24 24 24 24 23 21 20',
    water: '26 26 26 27 28 28 29 29 29 28 27 27',
    sun: '7 8 8 9 9 8 9 9 7 7 7 7',
    rain: '6 4 3 3 6 11 8 10 13 12 8 6',
  },
  MX_PACIFIC: {
    season: 'tropical',
    day: '28 28 28 29 31 32 33 33 33 33 31 29',
    night: '17 16 16 17 20 23 24 24 24 23 20 18',
    water: '24 23 23 24 26 28 29 30 30 29 27 25',
    sun: '9 10 10 10 10 8 7 7 7 8 9 9',
    rain: '1 1 0 0 0 6 14 15 14 4 1 1',
  },
  TH_WEST: {
    season: 'tropical',
    day: '32 33 34 34 33 32 31 31 31 31 31 31',
    night: '23 23 24 25 25 25 25 25 24 24 24 23',
    water: '28 28 29 30 30 29 29 29 29 29 29 28',
    sun: '9 9 9 8 6 5 5 5 5 6 7 8',
    rain: '3 2 4 9 16 15 16 16 19 17 11 5',
  },
  TH_EAST: {
    season: 'tropical',
    day: '29 30 31 32 33 33 32 32 32 31 30 29',
    night: '23 24 25 25 25 25 25 25 24 24 23 23',
    water: '27 27 28 29 30 30 29 29 29 28 28 27',
    sun: '7 8 8 8 7 6 6 6 6 5 5 6',
    rain: '6 3 4 6 12 11 12 12 14 18 16 11',
  },
  TH_INLAND: {
    season: 'tropical',
    day: '32 33 34 35 34 33 33 33 32 32 32 31',
    night: '22 24 25 26 26 26 25 25 25 24 23 21',
    water: null,
    sun: '9 9 9 9 7 6 5 5 5 6 8 9',
    rain: '1 2 4 6 16 17 18 20 21 16 5 1',
  },
  AE: {
    season: 'winter_sun',
    day: '24 25 28 33 38 40 42 42 40 36 30 26',
    night: '14 15 18 21 26 28 31 31 28 24 19 16',
    water: '22 21 22 25 28 30 32 33 32 30 27 24',
    sun: '8 9 9 10 11 12 11 11 10 10 9 8',
    rain: '1 2 2 1 0 0 0 0 0 0 1 1',
  },
  MT: {
    season: 'mediterranean',
    day: '16 16 18 20 24 28 31 32 28 25 21 17',
    night: '10 10 11 13 16 20 23 23 21 18 15 12',
    water: '16 15 15 16 19 22 25 26 25 23 20 17',
    sun: '5 6 7 8 10 11 12 11 9 7 6 5',
    rain: '11 9 7 5 2 1 0 1 4 7 9 11',
  },
  CV: {
    season: 'winter_sun',
    day: '25 25 26 26 27 28 29 30 30 30 29 26',
    night: '19 19 19 20 20 21 23 24 24 23 22 20',
    water: '22 21 21 21 22 23 24 25 26 26 25 23',
    sun: '7 8 9 10 10 9 7 7 7 8 7 7',
    rain: '1 0 0 0 0 0 1 3 4 2 1 1',
  },
  OM: {
    season: 'winter_sun',
    day: '25 26 29 34 39 40 38 36 36 35 30 27',
    night: '17 18 21 25 30 31 31 29 28 25 21 19',
    water: '23 23 24 26 29 30 29 28 28 28 26 24',
    sun: '9 9 9 10 11 11 9 9 10 10 10 9',
    rain: '2 2 2 1 0 0 0 0 0 0 1 2',
  },
  JO: {
    season: 'winter_sun',
    day: '21 23 26 30 35 38 39 39 37 33 27 22',
    night: '10 11 14 17 21 24 26 26 24 21 15 11',
    water: '21 21 22 23 24 26 27 28 27 26 24 22',
    sun: '8 9 9 10 11 13 12 12 11 10 9 8',
    rain: '1 1 1 0 0 0 0 0 0 0 1 1',
  },
  MV: {
    season: 'tropical',
    day: '30 31 31 32 31 31 30 30 30 30 30 30',
    night: '26 26 27 27 27 26 26 26 26 26 26 26',
    water: '28 28 29 30 29 29 28 28 28 28 28 28',
    sun: '8 9 9 9 7 7 7 7 7 7 7 7',
    rain: '6 3 5 9 15 13 12 13 14 15 13 12',
  },
  LK: {
    season: 'tropical',
    day: '30 31 31 31 30 29 29 29 29 29 29 29',
    night: '22 23 24 25 25 25 25 25 24 24 23 23',
    water: '27 28 29 29 29 28 27 27 27 27 27 27',
    sun: '8 8 8 7 6 6 6 6 6 6 6 7',
    rain: '6 6 9 15 18 16 11 11 14 18 16 10',
  },
  TZ: {
    season: 'tropical',
    day: '32 32 32 30 29 28 28 28 29 30 31 32',
    night: '24 24 24 24 23 22 21 21 21 22 23 24',
    water: '28 29 29 28 27 26 25 25 25 26 27 28',
    sun: '8 8 7 6 7 8 8 9 9 9 8 8',
    rain: '8 7 12 19 14 5 5 4 5 7 12 12',
  },
  MU: {
    season: 'tropical',
    day: '30 30 30 29 27 25 24 24 25 27 28 29',
    night: '23 23 23 22 20 18 17 17 18 19 20 22',
    water: '27 28 28 27 26 25 24 23 24 24 25 26',
    sun: '7 7 7 7 7 7 7 7 8 9 9 8',
    rain: '13 12 13 10 8 7 8 7 5 4 5 8',
  },
} as const satisfies Record<string, ClimateRow>;

export type ClimateKey = keyof typeof CLIMATE_ROWS;
export type MonthlyValues = Record<(typeof MONTHS)[number], number | null>;

export interface Climate {
  season: SeasonKind;
  day: MonthlyValues;
  night: MonthlyValues;
  water: MonthlyValues;
  sunshine: MonthlyValues;
  rainDays: MonthlyValues;
}

function byMonth(series: string | null): MonthlyValues {
  const values = series === null ? [] : series.split(' ').map(Number);
  if (series !== null && values.length !== 12) throw new Error(`climate series needs 12 values: ${series}`);
  return Object.fromEntries(MONTHS.map((month, i) => [month, values[i] ?? null])) as MonthlyValues;
}

export const CLIMATES: Record<ClimateKey, Climate> = Object.fromEntries(
  Object.entries(CLIMATE_ROWS).map(([key, row]: [string, ClimateRow]) => [
    key,
    {
      season: row.season,
      day: byMonth(row.day),
      night: byMonth(row.night),
      water: byMonth(row.water),
      sunshine: byMonth(row.sun),
      rainDays: byMonth(row.rain),
    },
  ]),
) as Record<ClimateKey, Climate>;
