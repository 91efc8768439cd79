import type { Operator } from '@app/shared/reference-data';

/**
 * The 37 tour operators the agency sells (spec §1), grouped by country as the form shows them, under
 * the codes German reservation systems use where one is known (FTI is a historical code, kept so old
 * feeds still resolve). Plus the virtual operator keyed Niemcy (spec §3): every German operator.
 * Operator names are brands and stay as they are; the groups are countries, named in each language.
 */
const COUNTRIES = {
  DE: { country: 'Niemcy', country_code: 'DE', country_names: { en: 'Germany', de: 'Deutschland' } },
  PL: { country: 'Polska', country_code: 'PL', country_names: { en: 'Poland', de: 'Polen' } },
  AT: { country: 'Austria', country_code: 'AT', country_names: { en: 'Austria', de: 'Österreich' } },
  CH: { country: 'Szwajcaria', country_code: 'CH', country_names: { en: 'Switzerland', de: 'Schweiz' } },
} as const satisfies Record<string, Pick<Operator, 'country' | 'country_code' | 'country_names'>>;
type CountryKey = keyof typeof COUNTRIES;

const op = (code: string, name: string, country: CountryKey): Operator => ({
  code,
  name,
  ...COUNTRIES[country],
  virtual: false,
});

export const GERMAN_OPERATORS: readonly Operator[] = [
  op('TUI', 'TUI Deutschland', 'DE'),
  op('FTI', 'FTI Touristik', 'DE'),
  op('DER', 'DERTOUR', 'DE'),
  op('ITS', 'ITS', 'DE'),
  op('JAHN', 'Jahn Reisen', 'DE'),
  op('MWR', 'Meiers Weltreisen', 'DE'),
  op('ALL', 'alltours', 'DE'),
  op('SLR', 'schauinsland-reisen', 'DE'),
  op('BU', 'Bucher Reisen', 'DE'),
  op('NER', 'Neckermann Reisen', 'DE'),
  op('OGE', 'Öger Tours', 'DE'),
  op('LMX', 'LMX Touristik', 'DE'),
  op('5VF', '5vorFlug', 'DE'),
  op('ETI', 'ETI Expert Travel International', 'DE'),
  op('ANEX', 'Anex Tour', 'DE'),
  op('VTO', 'vtours', 'DE'),
  op('BYE', 'byebye', 'DE'),
  op('OLI', 'Olimar Reisen', 'DE'),
  op('ATK', 'Attika Reisen', 'DE'),
  op('NAZ', 'Nazar', 'DE'),
  op('12F', '1-2-Fly', 'DE'),
  op('BUM', 'Berge & Meer', 'DE'),
];

export const POLISH_OPERATORS: readonly Operator[] = [
  op('ITAK', 'Itaka', 'PL'),
  op('RAIN', 'Rainbow', 'PL'),
  op('TUIP', 'TUI Poland', 'PL'),
  op('CORAL', 'Coral Travel', 'PL'),
  op('GREC', 'Grecos', 'PL'),
  op('EXIM', 'Exim Tours', 'PL'),
  op('WEZ', 'Wezyr Holidays', 'PL'),
  op('JOIN', 'Join UP!', 'PL'),
  op('SNF', 'Sun & Fun Holidays', 'PL'),
  op('ECCO', 'Ecco Holiday', 'PL'),
  op('ALFA', 'Alfa Star', 'PL'),
];

export const OTHER_OPERATORS: readonly Operator[] = [
  op('GRUB', 'Gruber Reisen', 'AT'),
  op('EURT', 'Eurotours', 'AT'),
  op('HOTP', 'Hotelplan', 'CH'),
  op('KUO', 'Kuoni', 'CH'),
];

/** Named as its group is, in every language (spec §3 keys it by its Polish name, Niemcy). */
export const VIRTUAL_OPERATOR: Operator = {
  code: 'ALL_GER',
  name: COUNTRIES.DE.country,
  names: COUNTRIES.DE.country_names,
  ...COUNTRIES.DE,
  virtual: true,
};

export const OPERATORS: readonly Operator[] = [
  VIRTUAL_OPERATOR,
  ...GERMAN_OPERATORS,
  ...POLISH_OPERATORS,
  ...OTHER_OPERATORS,
];
