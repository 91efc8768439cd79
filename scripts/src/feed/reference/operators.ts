import type { Operator } from '@app/shared/reference-data';

/**
 * The 37 tour operators the agency sells (spec §1), grouped by country as the form shows them, under
 * the codes German reservation systems use where one is known (FTI is a historical code, kept so old
 * feeds still resolve). Plus the virtual operator keyed Niemcy (spec §3): every German operator.
 */
const op = (code: string, name: string, country: string): Operator => ({ code, name, country, virtual: false });

export const GERMAN_OPERATORS: readonly Operator[] = [
  op('TUI', 'TUI Deutschland', 'Niemcy'),
  op('FTI', 'FTI Touristik', 'Niemcy'),
  op('DER', 'DERTOUR', 'Niemcy'),
  op('ITS', 'ITS', 'Niemcy'),
  op('JAHN', 'Jahn Reisen', 'Niemcy'),
  op('MWR', 'Meiers Weltreisen', 'Niemcy'),
  op('ALL', 'alltours', 'Niemcy'),
  op('SLR', 'schauinsland-reisen', 'Niemcy'),
  op('BU', 'Bucher Reisen', 'Niemcy'),
  op('NER', 'Neckermann Reisen', 'Niemcy'),
  op('OGE', 'Öger Tours', 'Niemcy'),
  op('LMX', 'LMX Touristik', 'Niemcy'),
  op('5VF', '5vorFlug', 'Niemcy'),
  op('ETI', 'ETI Expert Travel International', 'Niemcy'),
  op('ANEX', 'Anex Tour', 'Niemcy'),
  op('VTO', 'vtours', 'Niemcy'),
  op('BYE', 'byebye', 'Niemcy'),
  op('OLI', 'Olimar Reisen', 'Niemcy'),
  op('ATK', 'Attika Reisen', 'Niemcy'),
  op('NAZ', 'Nazar', 'Niemcy'),
  op('12F', '1-2-Fly', 'Niemcy'),
  op('BUM', 'Berge & Meer', 'Niemcy'),
];

export const POLISH_OPERATORS: readonly Operator[] = [
  op('ITAK', 'Itaka', 'Polska'),
  op('RAIN', 'Rainbow', 'Polska'),
  op('TUIP', 'TUI Poland', 'Polska'),
  op('CORAL', 'Coral Travel', 'Polska'),
  op('GREC', 'Grecos', 'Polska'),
  op('EXIM', 'Exim Tours', 'Polska'),
  op('WEZ', 'Wezyr Holidays', 'Polska'),
  op('JOIN', 'Join UP!', 'Polska'),
  op('SNF', 'Sun & Fun Holidays', 'Polska'),
  op('ECCO', 'Ecco Holiday', 'Polska'),
  op('ALFA', 'Alfa Star', 'Polska'),
];

export const OTHER_OPERATORS: readonly Operator[] = [
  op('GRUB', 'Gruber Reisen', 'Austria'),
  op('EURT', 'Eurotours', 'Austria'),
  op('HOTP', 'Hotelplan', 'Szwajcaria'),
  op('KUO', 'Kuoni', 'Szwajcaria'),
];

export const VIRTUAL_OPERATOR: Operator = { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy', virtual: true };

export const OPERATORS: readonly Operator[] = [
  VIRTUAL_OPERATOR,
  ...GERMAN_OPERATORS,
  ...POLISH_OPERATORS,
  ...OTHER_OPERATORS,
];
