import type { OperatorsFilter } from '@app/shared/filters';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
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

describe('the virtual operator (spec §3, D14)', () => {
  /** GET /filter/operators as it answers in a language: groups and the virtual operator named in it. */
  function answer(germany: string, poland: string): OperatorsFilter {
    return {
      operators: [
        { country: germany, operators: [{ code: 'DER', name: 'DERTOUR', country: germany }] },
        { country: poland, operators: [{ code: 'ITAK', name: 'Itaka', country: poland }] },
      ],
      // Keyed by its Polish name in every language; named after its country in the visitor's.
      virtual: { Niemcy: { code: 'ALL_GER', name: germany, country: germany } },
    };
  }

  async function open(locale: Locale, data: OperatorsFilter | undefined, selected: string[] = []) {
    appStore.set(localeAtom, locale);
    const { user } = renderWithProviders(
      <OperatorsSelect data={data} selected={selected} onChange={() => undefined} />,
    );
    const button = screen.getByRole('button', { name: /^(Touroperatorzy|Tour operators|Reiseveranstalter)/ });
    await user.click(button);
    return button;
  }

  it.each([
    ['pl', 'Niemcy', 'Polska', 'Wszyscy niemieccy touroperatorzy'],
    ['en', 'Germany', 'Poland', 'All German tour operators'],
    ['de', 'Deutschland', 'Polen', 'Alle deutschen Reiseveranstalter'],
  ] as const)(
    'in %s heads the German group and says what choosing it means',
    async (locale, germany, poland, label) => {
      await open(locale, answer(germany, poland));
      const boxes = within(screen.getByRole('group', { name: germany })).getAllByRole('checkbox');
      expect(boxes).toHaveLength(2);
      expect(boxes[0]).toHaveAccessibleName(label);
      expect(boxes[1]).toHaveAccessibleName('DERTOUR');
    },
  );

  it('never shows its key Niemcy or its code ALL_GER in German, chosen or not (D14)', async () => {
    const button = await open('de', answer('Deutschland', 'Polen'), ['ALL_GER']);
    expect(button).toHaveTextContent('Alle deutschen Reiseveranstalter');
    expect(document.body).not.toHaveTextContent(/Niemcy|ALL_GER/);
  });

  it('is found by its label in the search', async () => {
    const { user } = renderWithProviders(
      <OperatorsSelect data={answer('Niemcy', 'Polska')} selected={[]} onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: /^Touroperatorzy/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj touroperatora' }), 'wszyscy');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName('Wszyscy niemieccy touroperatorzy');
  });

  it('is named, not coded, in the closed box while the operators load (D14)', async () => {
    const button = await open('de', undefined, ['ALL_GER']);
    expect(button).toHaveTextContent('Alle deutschen Reiseveranstalter');
    expect(button).not.toHaveTextContent('ALL_GER');
  });
});
