import { operatorWordmarkSize, operatorWordmarkSvg, type Wordmark } from '@app/shared/operator-wordmark';
import { partnerImagePath, type PartnersResponse } from '@app/shared/partners';
import { isVirtualOperator, type Operator } from '@app/shared/reference-data';

/**
 * One order for every visitor: operator names are brands, the same in every language (decision
 * D14), so the list sorts them the Polish way, the site's default, and the answer needs no Vary.
 */
const BY_NAME = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** The brands a visitor may see: the virtual operators (ALL_GER, "every German operator") are search keys. */
function shownOperators(operators: readonly Operator[]): Operator[] {
  return operators.filter((operator) => !isVirtualOperator(operator));
}

/** `GET /img/partners` (API-27): the snapshot's operators by name, each with its logo's address and size. */
export function partnersList(operators: readonly Operator[]): PartnersResponse {
  const partners = shownOperators(operators)
    .map(({ code, name }) => ({ code, name, image_url: partnerImagePath(code), ...operatorWordmarkSize(name) }))
    .sort((a, b) => BY_NAME.compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { partners };
}

/** `GET /img/partners/{code}`: the operator's wordmark, or undefined for a code no shown operator has. */
export function partnerLogo(operators: ReadonlyMap<string, Operator>, code: string): Wordmark | undefined {
  const operator = operators.get(code);
  if (!operator || isVirtualOperator(operator)) return undefined;
  return operatorWordmarkSvg(operator.name, operator.code);
}
