import type { SeasonKind } from './reference/climate.ts';

/**
 * The market model behind the generated feed: how the agency's offers spread over countries,
 * operators and airports, and how prices move. Figures are plausible round numbers for the
 * Polish/German package market, not measurements; docs/feed-format.md describes the model.
 */
export interface CountryMarket {
  /** Relative share of hotels (and so of offers). */
  share: number;
  /** Hotel cost in EUR per person per night: 3-star, half board, double room, mid-season. */
  night: number;
  /** Long-haul: flights may change planes and trips run longer. */
  longHaul: boolean;
}

export function countryMarket(countryCode: string): CountryMarket {
  const found = COUNTRY_MARKET[countryCode];
  if (!found) throw new Error(`no market figures for ${countryCode}`);
  return found;
}

export const COUNTRY_MARKET: Record<string, CountryMarket> = {
  TR: { share: 20, night: 34, longHaul: false },
  GR: { share: 15, night: 44, longHaul: false },
  EG: { share: 12, night: 30, longHaul: false },
  ES: { share: 14, night: 50, longHaul: false },
  BG: { share: 5, night: 29, longHaul: false },
  HR: { share: 3.5, night: 50, longHaul: false },
  IT: { share: 4, night: 56, longHaul: false },
  CY: { share: 3, night: 50, longHaul: false },
  TN: { share: 4, night: 28, longHaul: false },
  MA: { share: 1.5, night: 40, longHaul: false },
  PT: { share: 2.5, night: 54, longHaul: false },
  ME: { share: 1.5, night: 40, longHaul: false },
  AL: { share: 1.5, night: 32, longHaul: false },
  DO: { share: 2, night: 72, longHaul: true },
  CU: { share: 1.2, night: 58, longHaul: true },
  MX: { share: 1.2, night: 80, longHaul: true },
  TH: { share: 1.6, night: 45, longHaul: true },
  AE: { share: 2, night: 76, longHaul: false },
  MT: { share: 0.8, night: 50, longHaul: false },
  CV: { share: 0.7, night: 66, longHaul: false },
  OM: { share: 0.4, night: 80, longHaul: true },
  JO: { share: 0.4, night: 58, longHaul: false },
  MV: { share: 0.6, night: 180, longHaul: true },
  LK: { share: 0.4, night: 52, longHaul: true },
  TZ: { share: 0.5, night: 74, longHaul: true },
  MU: { share: 0.5, night: 110, longHaul: true },
  JM: { share: 0.3, night: 85, longHaul: true },
};

/**
 * Per month (January first): how many departures operators run (relative) and the price factor.
 * Summer-only coasts close in winter; winter-sun and tropical destinations peak from November to
 * March and at Christmas; school holidays (July–August) lift prices everywhere.
 */
export const SEASONS: Record<SeasonKind, { departures: readonly number[]; price: readonly number[] }> = {
  summer: {
    departures: [0, 0, 0, 0.05, 0.5, 1, 1.3, 1.3, 0.9, 0.35, 0, 0],
    price: [1, 1, 1, 0.8, 0.82, 1, 1.25, 1.3, 0.98, 0.85, 1, 1],
  },
  mediterranean: {
    departures: [0.12, 0.12, 0.3, 0.6, 0.9, 1.1, 1.3, 1.3, 1.1, 0.8, 0.3, 0.18],
    price: [0.72, 0.72, 0.76, 0.86, 0.9, 1.05, 1.25, 1.3, 1.05, 0.9, 0.75, 0.85],
  },
  winter_sun: {
    departures: [1.1, 1.1, 1.1, 1, 0.8, 0.7, 0.85, 0.85, 0.8, 1, 1.1, 1.2],
    price: [1, 1, 1.05, 1.05, 0.9, 0.9, 1.05, 1.1, 0.95, 1, 0.98, 1.15],
  },
  tropical: {
    departures: [1.2, 1.2, 1.1, 0.9, 0.5, 0.45, 0.6, 0.6, 0.4, 0.7, 1, 1.3],
    price: [1.1, 1.1, 1.05, 1, 0.85, 0.85, 0.95, 0.95, 0.85, 0.9, 1, 1.2],
  },
};

export type OperatorMarket = 'DE' | 'PL' | 'AT' | 'CH';

/** Market share of each operator (relative) and, for specialists, the countries it sells. */
export const OPERATOR_MARKET: Record<
  string,
  { market: OperatorMarket; share: number; countries?: readonly string[]; price: number }
> = {
  TUI: { market: 'DE', share: 10, price: 0.9 },
  FTI: { market: 'DE', share: 6, price: 0.86 },
  DER: { market: 'DE', share: 7, price: 0.9 },
  ITS: { market: 'DE', share: 4, price: 0.86 },
  JAHN: { market: 'DE', share: 4, price: 0.87 },
  MWR: {
    market: 'DE',
    share: 2,
    price: 0.95,
    countries: ['DO', 'CU', 'MX', 'TH', 'MV', 'LK', 'TZ', 'MU', 'JM', 'AE', 'OM'],
  },
  ALL: { market: 'DE', share: 7, price: 0.84 },
  SLR: { market: 'DE', share: 5, price: 0.86 },
  BU: { market: 'DE', share: 2, price: 0.83 },
  NER: { market: 'DE', share: 3, price: 0.87 },
  OGE: { market: 'DE', share: 2, price: 0.82, countries: ['TR', 'EG', 'TN', 'GR', 'CY'] },
  LMX: { market: 'DE', share: 2, price: 0.8 },
  '5VF': { market: 'DE', share: 2, price: 0.8 },
  ETI: { market: 'DE', share: 1.5, price: 0.84, countries: ['EG', 'AE', 'OM', 'JO', 'TN', 'MA'] },
  ANEX: {
    market: 'DE',
    share: 2.5,
    price: 0.81,
    countries: ['TR', 'EG', 'TN', 'AE', 'GR', 'CY', 'ES', 'BG', 'ME', 'AL', 'TH', 'DO'],
  },
  VTO: { market: 'DE', share: 3, price: 0.82 },
  BYE: { market: 'DE', share: 1.5, price: 0.81 },
  OLI: { market: 'DE', share: 1, price: 0.9, countries: ['PT', 'ES', 'CV', 'MA'] },
  ATK: { market: 'DE', share: 1, price: 0.9, countries: ['GR', 'CY'] },
  NAZ: { market: 'DE', share: 1.5, price: 0.82, countries: ['TR', 'EG', 'CY'] },
  '12F': { market: 'DE', share: 2, price: 0.84 },
  BUM: { market: 'DE', share: 1.5, price: 0.86 },
  ITAK: { market: 'PL', share: 6, price: 1 },
  RAIN: { market: 'PL', share: 5, price: 0.98 },
  TUIP: { market: 'PL', share: 5, price: 1.02 },
  CORAL: { market: 'PL', share: 3, price: 0.97 },
  GREC: { market: 'PL', share: 2, price: 1.03, countries: ['GR', 'CY', 'TR', 'ES', 'IT', 'EG', 'BG', 'ME', 'AL'] },
  EXIM: { market: 'PL', share: 2, price: 0.99 },
  WEZ: { market: 'PL', share: 1.5, price: 0.96, countries: ['TR', 'EG', 'TN', 'GR', 'BG', 'CY'] },
  JOIN: { market: 'PL', share: 1.5, price: 0.97 },
  SNF: { market: 'PL', share: 1, price: 0.95, countries: ['BG', 'TR', 'GR', 'HR', 'ME', 'AL', 'EG', 'TN', 'ES', 'IT'] },
  ECCO: { market: 'PL', share: 1, price: 0.97 },
  ALFA: { market: 'PL', share: 1, price: 1, countries: ['GR', 'CY', 'TR', 'EG', 'ES', 'IT', 'PT', 'MT'] },
  GRUB: { market: 'AT', share: 1, price: 1.02 },
  EURT: { market: 'AT', share: 1, price: 1.04 },
  HOTP: { market: 'CH', share: 1.5, price: 1.12 },
  KUO: {
    market: 'CH',
    share: 1,
    price: 1.18,
    countries: ['DO', 'CU', 'MX', 'TH', 'MV', 'LK', 'TZ', 'MU', 'JM', 'AE', 'OM', 'EG', 'GR', 'ES', 'CY'],
  },
};

/**
 * Departure airports per operator market with relative weights. Polish operators fly from the big
 * Polish airports; German operators from German ones, the eastern airports weighted up because the
 * agency's Polish customers drive there (spec: German-operator holidays are its main product).
 */
export const DEPARTURE_WEIGHTS: Record<OperatorMarket, Readonly<Record<string, number>>> = {
  PL: {
    WAW: 30,
    KTW: 18,
    KRK: 12,
    GDN: 8,
    WRO: 8,
    POZ: 8,
    RZE: 4,
    WMI: 3,
    LUZ: 3,
    SZZ: 2,
    BZG: 2,
    LCJ: 2,
    SZY: 1,
    RDO: 0.6,
    IEG: 0.4,
  },
  DE: {
    BER: 16,
    LEJ: 12,
    DRS: 10,
    FRA: 8,
    MUC: 7,
    DUS: 7,
    HAM: 6,
    HAJ: 4,
    CGN: 4,
    STR: 4,
    NUE: 4,
    DTM: 2,
    PAD: 1.5,
    FMO: 1.5,
    BRE: 1.5,
    HHN: 1,
    FKB: 1,
    NRN: 1.5,
    SCN: 0.8,
    FDH: 0.6,
    RLG: 0.8,
    ERF: 1,
    PRG: 2,
  },
  AT: { VIE: 10, PRG: 1 },
  CH: { ZRH: 10 },
};

/** Charter and leisure carriers by operator market; long-haul flights use the second list. */
export const CARRIERS: Record<OperatorMarket, { short: readonly Carrier[]; long: readonly Carrier[] }> = {
  DE: {
    short: [
      { code: 'DE', name: 'Condor' },
      { code: 'X3', name: 'TUIfly' },
      { code: 'XQ', name: 'SunExpress' },
      { code: 'EW', name: 'Eurowings' },
      { code: 'XR', name: 'Corendon Airlines Europe' },
      { code: 'DI', name: 'Marabu' },
    ],
    long: [
      { code: 'DE', name: 'Condor' },
      { code: '4Y', name: 'Discover Airlines' },
    ],
  },
  PL: {
    short: [
      { code: 'E4', name: 'Enter Air' },
      { code: 'LO', name: 'LOT Polish Airlines' },
      { code: 'QS', name: 'Smartwings' },
      { code: 'RR', name: 'Buzz' },
    ],
    long: [
      { code: 'E4', name: 'Enter Air' },
      { code: 'LO', name: 'LOT Polish Airlines' },
    ],
  },
  AT: {
    short: [
      { code: 'OS', name: 'Austrian Airlines' },
      { code: 'EW', name: 'Eurowings' },
    ],
    long: [{ code: 'OS', name: 'Austrian Airlines' }],
  },
  CH: {
    short: [
      { code: 'WK', name: 'Edelweiss' },
      { code: 'LX', name: 'Swiss' },
    ],
    long: [{ code: 'WK', name: 'Edelweiss' }],
  },
};

export interface Carrier {
  code: string;
  name: string;
}

/**
 * Where a market's long-haul trips change planes when not flying direct (all are reference airports;
 * the first is used, the others fly long haul themselves). Dubai is the alternative east of Europe.
 */
export const HUBS: Record<OperatorMarket, readonly string[]> = {
  DE: ['FRA', 'MUC'],
  PL: ['WAW'],
  AT: ['VIE'],
  CH: ['ZRH'],
};
