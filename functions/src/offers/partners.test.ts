import { operatorWordmarkSize, operatorWordmarkSvg } from '@app/shared/operator-wordmark';
import { OperatorSchema, type Operator } from '@app/shared/reference-data';
import { describe, expect, it } from 'vitest';
import { partnerLogo, partnersList } from './partners.ts';

const operator = (code: string, name: string, virtual = false): Operator =>
  OperatorSchema.parse({ code, name, country: 'Niemcy', virtual });

const OPERATORS = [
  operator('TUI', 'TUI'),
  operator('LOD', 'Łódź Tours'),
  operator('ALL_GER', 'Niemcy', true),
  operator('LAT', 'Lato'),
  operator('ALT', 'alltours'),
  operator('MAZ', 'Mazury'),
  operator('ALL_POL', 'Polska'),
];

describe('the operators shown as partners (API-27)', () => {
  it('lists the brands by name the Polish way, whatever their case, without the virtual operators', () => {
    const { partners } = partnersList(OPERATORS);
    expect(partners.map((p) => p.name)).toEqual(['alltours', 'Lato', 'Łódź Tours', 'Mazury', 'TUI']);
  });

  it("gives each its logo's address and intrinsic size", () => {
    const { partners } = partnersList(OPERATORS);
    expect(partners[0]).toEqual({
      code: 'ALT',
      name: 'alltours',
      image_url: '/img/partners/ALT',
      ...operatorWordmarkSize('alltours'),
    });
  });

  it('draws the logo of a shown operator only', () => {
    const byCode = new Map(OPERATORS.map((o) => [o.code, o]));
    expect(partnerLogo(byCode, 'LOD')).toEqual(operatorWordmarkSvg('Łódź Tours', 'LOD'));
    expect(partnerLogo(byCode, 'ALL_GER')).toBeUndefined();
    expect(partnerLogo(byCode, 'NOPE')).toBeUndefined();
  });
});
