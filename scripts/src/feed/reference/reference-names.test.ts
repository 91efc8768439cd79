import { isVirtualAirportCode, type LocalizedNames } from '@app/shared/reference-data';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from './reference-data.ts';
import { RESORTS, townNames } from './regions.ts';

/**
 * Decision D14: every name a visitor sees exists in Polish, English and German, and the English and
 * German ones hold no Polish. A Polish letter no English or German name needs (ą ę ł ń ś ź ż; not ó,
 * which Spanish names and German spellings of Polish towns share: Mahón, Rzeszów; nor ć, which
 * Croatian and Montenegrin names have: Bečići) or a word found only in Polish ("Monachium",
 * "Złote Piaski", "Wszystkie lotniska w Polsce") in an English or German name is a translation
 * someone forgot. Maltese also writes ż: a Maltese place with it would need an exception here.
 */
const POLISH_ONLY_LETTERS = /[ąęłńśźżĄĘŁŃŚŹŻ]/;
const POLISH_WORDS = new Set(
  [
    // Words of the reference data's Polish names.
    'i w z ze nad dla przy oraz bez wg wszystkie lotniska lotnisko polsce niemczech niemcy polska',
    'szwajcaria zatoka wyspy wyspa okolice riwiera wybrzeże półwysep atol morze dalmacja złote piaski',
    'słoneczny brzeg zielonego przylądka zjednoczone emiraty arabskie basen plaża pokój dzieci rekreacja',
    'wyżywienie śniadania obiadokolacje pełne programu osobowy rodzinny widokiem apartament willa',
    'recepcja winda restauracja taras sala pralnia parasole leżaki pomost sejf czajnik suszarka aneks',
    'kuchenny siłownia korty rzutki siatkówka animacje bilard plac zabaw brodzik opieka masaże kosmetyczny',
    // Polish exonyms, where English and German say something else.
    'warszawa monachium norymberga drezno lipsk hanower kolonia brema wiedeń zurych praga monastyr',
    'dżerba szarm szejk marrakesz dubaj lizbona neapol hawana kolombo saloniki teneryfa południe minorka',
    'majorka madera sycylia sardynia kalabria kampania syrakuzy szardża fudżajra zabi chajma katania',
    'dubrownik szybenik midun nesebyr rodos salala pafos wlora turcja grecja hiszpania egipt bułgaria',
    'chorwacja włochy cypr tunezja maroko portugalia czarnogóra dominikana meksyk tajlandia jamajka',
    'malediwy jordania',
  ]
    .join(' ')
    .split(' '),
);
const INTERNAL_CODE = /\bALL_[A-Z]{3}\b/;

/** What is wrong with one English or German name, or undefined when nothing is. */
export function translationProblem(name: string): string | undefined {
  if (name.trim() === '') return 'is empty';
  if (INTERNAL_CODE.test(name)) return 'shows an internal code';
  if (POLISH_ONLY_LETTERS.test(name)) return 'has a Polish letter';
  const word = name
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .find((part) => POLISH_WORDS.has(part));
  return word === undefined ? undefined : `has the Polish word "${word}"`;
}

interface Named {
  what: string;
  pl: string;
  names: LocalizedNames | undefined;
}

const data = REFERENCE_DATA;
const named = (what: string, pl: string, names: LocalizedNames | undefined): Named => ({ what, pl, names });
const VISIBLE: readonly Named[] = [
  ...data.airports.map((a) => named(`airport ${a.iata}`, a.name, a.names)),
  ...data.regions.map((r) => named(`region ${r.id}`, r.name, r.names)),
  ...data.special_regions.map((g) => named(`special region ${g.key}`, g.name, g.names)),
  ...data.facilities.map((f) => named(`facility ${f.id}`, f.name, f.names)),
  ...data.facilities.map((f) => named(`facility ${f.id} category`, f.category, f.category_names)),
  ...data.boards.map((b) => named(`board ${b.id}`, b.name, b.names)),
  ...data.accommodations.map((a) => named(`room ${a.id}`, a.name, a.names)),
  ...data.operators.map((o) => named(`operator ${o.code} group`, o.country, o.country_names)),
  ...data.operators.filter((o) => o.virtual).map((o) => named(`operator ${o.code}`, o.name, o.names)),
  ...RESORTS.flatMap((resort) =>
    resort.cities.map((town) => {
      const names = townNames(resort, town);
      return named(`town ${town} of ${resort.regionId}`, names.pl, names);
    }),
  ),
];

describe('names per language (decision D14)', () => {
  it('recognises the names issue 22 found on the German pages', () => {
    expect(translationProblem('Goldstrand, Złote Piaski')).toBe('has a Polish letter');
    expect(translationProblem('Monachium')).toBe('has the Polish word "monachium"');
    expect(translationProblem('Frankfurt nad Menem')).toBe('has the Polish word "nad"');
    expect(translationProblem('Wszystkie lotniska w Polsce ALL_POL')).toBe('shows an internal code');
    expect(translationProblem('Basen')).toBe('has the Polish word "basen"');
    expect(translationProblem('Rzeszów-Jasionka')).toBeUndefined();
    expect(translationProblem('Menorca (Mahón)')).toBeUndefined();
    expect(translationProblem('Biograd na Moru')).toBeUndefined();
  });

  it('gives every airport, operator group and facility category an English and a German name', () => {
    const missing = VISIBLE.filter((item) => item.names === undefined).map((item) => item.what);
    expect(missing).toEqual([]);
  });

  it('writes no Polish and no internal code into any English or German name', () => {
    const problems = VISIBLE.flatMap((item) =>
      (['en', 'de'] as const).flatMap((locale) => {
        const name = item.names?.[locale] ?? '';
        const problem = translationProblem(name);
        return problem === undefined ? [] : [`${item.what} (${locale}) "${name}" ${problem}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('keeps internal codes out of the Polish names, none of them empty', () => {
    const problems = VISIBLE.filter((item) => item.pl.trim() === '' || INTERNAL_CODE.test(item.pl));
    expect(problems.map((item) => `${item.what} "${item.pl}"`)).toEqual([]);
    for (const code of ['ALL_GER', 'ALL_POL']) expect(isVirtualAirportCode(code)).toBe(true);
  });

  it('names one category or operator group the same way wherever it appears', () => {
    const pairs = new Map<string, Set<string>>();
    const add = (key: string, names: LocalizedNames | undefined) =>
      pairs.set(key, (pairs.get(key) ?? new Set()).add(JSON.stringify(names)));
    for (const facility of data.facilities) add(`category ${facility.category}`, facility.category_names);
    for (const operator of data.operators)
      add(`group ${operator.country} ${operator.country_code ?? ''}`, operator.country_names);
    for (const [key, variants] of pairs) expect(variants.size, key).toBe(1);
    const groups = new Set(data.operators.map((operator) => operator.country));
    const codes = new Set(data.operators.map((operator) => operator.country_code));
    expect(codes.size).toBe(groups.size);
  });

  it('uses the exonyms of each language for the places issue 22 lists', () => {
    const airport = (iata: string) => {
      const found = data.airports.find((candidate) => candidate.iata === iata);
      return [found?.name, found?.names?.en, found?.names?.de];
    };
    expect(airport('MUC')).toEqual(['Monachium', 'Munich', 'München']);
    expect(airport('NUE')).toEqual(['Norymberga', 'Nuremberg', 'Nürnberg']);
    expect(airport('FRA')).toEqual(['Frankfurt nad Menem', 'Frankfurt', 'Frankfurt am Main']);
    expect(airport('VIE')).toEqual(['Wiedeń', 'Vienna', 'Wien']);
    expect(airport('DRS')).toEqual(['Drezno', 'Dresden', 'Dresden']);
    expect(airport('MIR')).toEqual(['Monastyr', 'Monastir', 'Monastir']);
    expect(airport('DJE')).toEqual(['Dżerba', 'Djerba', 'Djerba']);
    expect(airport('GDN')).toEqual(['Gdańsk', 'Gdansk', 'Danzig']);
    expect(airport('ALL_POL')).toEqual([
      'Wszystkie lotniska w Polsce',
      'All airports in Poland',
      'Alle Flughäfen in Polen',
    ]);
    const goldenSands = RESORTS.find((resort) => resort.regionId === 202151);
    expect(goldenSands && townNames(goldenSands, goldenSands.cities[0] ?? '')).toEqual({
      pl: 'Złote Piaski',
      en: 'Golden Sands',
      de: 'Goldstrand',
    });
  });
});
