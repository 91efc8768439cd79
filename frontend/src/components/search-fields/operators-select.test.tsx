import type { OperatorsFilter } from '@app/shared/filters';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { OperatorsSelect } from './operators-select.tsx';

const OPERATORS = [
  { code: 'FTI', name: 'FTI Touristik', country: 'Niemcy' },
  { code: 'DER', name: 'DERTOUR', country: 'Niemcy' },
  { code: 'ITS', name: 'ITS Reisen', country: 'Niemcy' },
  { code: 'TUI', name: 'TUI', country: 'Niemcy' },
  { code: 'ALL', name: 'alltours', country: 'Niemcy' },
];
const DATA: OperatorsFilter = { operators: [{ country: 'Niemcy', operators: OPERATORS }], virtual: {} };

function renderChosen(count: number) {
  const codes = OPERATORS.slice(0, count).map((operator) => operator.code);
  renderWithProviders(<OperatorsSelect data={DATA} selected={codes} onChange={() => undefined} />);
  return screen.getByRole('button', { name: /^Touroperatorzy/ });
}

describe('the operators multi-select', () => {
  it('names up to 4 chosen operators (CONST-16)', () => {
    expect(renderChosen(4)).toHaveTextContent('FTI Touristik, DERTOUR, ITS Reisen, TUI');
  });

  it('shows a count once more than 4 are chosen (CONST-16)', () => {
    expect(renderChosen(5)).toHaveTextContent('5 wybranych');
  });
});
