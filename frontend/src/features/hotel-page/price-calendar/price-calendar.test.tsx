import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfferSummary } from '@app/shared/offers';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { listOffer } from '../../../testing/offers-list.fixture.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PriceCalendar } from './price-calendar.tsx';

const NBSP = '\u00a0';

function offer(
  uuid: string,
  departure_date: string,
  days: number,
  pln: number,
  eur: number,
  availability: OfferSummary['availability'] = 'AVAILABLE',
): OfferSummary {
  return listOffer({
    uuid,
    departure_date,
    days,
    price_per_person_pln: pln,
    price_per_person_eur: eur,
    availability,
  });
}

// Rows 12.06 (Sat), 19.06, 26.06; columns 7 and 14 days:
//   12.06: a (2 345, the cheapest; b dearer in the same cell) | c (3 999, the dearest)
//   19.06: –  (e is sold out)                                 | d (3 100)
//   26.06: f (2 800)                                          | –
const OFFERS = [
  offer('a', '2027-06-12', 7, 2345.4, 552.2),
  offer('b', '2027-06-12', 7, 2600, 612),
  offer('c', '2027-06-12', 14, 3999, 941),
  offer('d', '2027-06-19', 14, 3100, 730),
  offer('e', '2027-06-19', 7, 1500, 353, 'NOT_AVAILABLE'),
  offer('f', '2027-06-26', 7, 2800, 659),
];

function renderCalendar(props: { offers?: readonly OfferSummary[]; selected?: string } = {}) {
  const onSelect = vi.fn<(uuid: string) => void>();
  const rendered = renderWithProviders(
    <PriceCalendar offers={props.offers ?? OFFERS} selected={props.selected} onSelect={onSelect} />,
  );
  return { ...rendered, onSelect };
}

const cell = (name: RegExp) => screen.getByRole('button', { name });
const A = /^Wylot sob\. 12\.06\.2027, 7 dni/;
const C = /^Wylot sob\. 12\.06\.2027, 14 dni/;
const D = /^Wylot sob\. 19\.06\.2027, 14 dni/;
const F = /^Wylot sob\. 26\.06\.2027, 7 dni/;

describe('PriceCalendar (issue 14)', () => {
  it('lays out departures down and trip lengths across in a table named by its heading', () => {
    renderCalendar();
    const table = screen.getByRole('table', { name: /^Kalendarz cen/ });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['Wylot', '7 dni', '14 dni']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).toEqual(['sob. 12.06.2027', 'sob. 19.06.2027', 'sob. 26.06.2027']);
  });

  it('shows each cell’s cheapest bookable price in zloty, with date, length and both prices in its name', () => {
    renderCalendar();
    expect(cell(A)).toHaveAccessibleName(
      `Wylot sob. 12.06.2027, 7 dni, od 2${NBSP}345${NBSP}zł (552${NBSP}€) za osobę, najtaniej, 2 oferty`,
    );
    expect(cell(A)).toHaveTextContent('2 345 zł');
    expect(cell(D)).toHaveAccessibleName(
      `Wylot sob. 19.06.2027, 14 dni, od 3${NBSP}100${NBSP}zł (730${NBSP}€) za osobę, 1 oferta`,
    );
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('shows a dash, spoken as “brak terminu”, where no bookable offer exists, sold-out ones included', () => {
    renderCalendar();
    const empty = screen.getAllByRole('cell', { name: 'brak terminu' });
    expect(empty).toHaveLength(2);
    expect(empty[0]).toHaveTextContent('–');
    expect(screen.queryByRole('button', { name: /1 500/ })).not.toBeInTheDocument();
  });

  it('marks the cheapest cell in words as well as colour, and colours the cells from cheapest to dearest', () => {
    renderCalendar();
    expect(within(cell(A)).getByText('najtaniej')).toBeInTheDocument();
    expect(within(cell(C)).queryByText('najtaniej')).not.toBeInTheDocument();
    expect(cell(A)).toHaveClass('price-calendar__band-0');
    expect(cell(F)).toHaveClass('price-calendar__band-1');
    expect(cell(D)).toHaveClass('price-calendar__band-2');
    expect(cell(C)).toHaveClass('price-calendar__band-4');
  });

  it('explains the colours under the grid, cheapest to dearest', () => {
    const { container } = renderCalendar();
    const legend = container.querySelector('.price-calendar__legend');
    expect(legend).toHaveTextContent('Kolory cen: najtaniej 2 345 zł najdrożej 3 999 zł');
    expect(legend).toHaveTextContent('najtaniej najniższa cena w kalendarzu');
    expect(legend?.querySelectorAll('.price-calendar__swatch')).toHaveLength(5);
  });

  it('selects a cell’s cheapest offer and shows the chosen offer’s cell as pressed', async () => {
    const { user, onSelect } = renderCalendar({ selected: 'b' });
    // b is not the cheapest of its cell, but the cell holds it: its day and length are the ones chosen.
    expect(cell(A)).toHaveAttribute('aria-pressed', 'true');
    expect(cell(C)).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell(C));
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('moves focus between cells with the arrow keys, over empty cells, and stays put at the edge', async () => {
    const { user } = renderCalendar();
    await user.tab();
    expect(cell(A)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(C)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(D)).toHaveFocus();
    // Left of d is the sold-out day's empty cell, and nothing beyond it.
    await user.keyboard('{ArrowLeft}');
    expect(cell(D)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowDown}');
    expect(cell(F)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(F)).toHaveFocus();
  });

  it('leaves Tab to go from cell to cell as usual', async () => {
    const { user } = renderCalendar();
    await user.tab();
    await user.tab();
    expect(cell(C)).toHaveFocus();
  });

  it('leads with euro in German, zloty after it (D13)', () => {
    appStore.set(localeAtom, 'de');
    renderCalendar();
    const cheapest = screen.getByRole('button', { name: /^Abflug Sa\.? 12\.06\.2027, 7 Tage/ });
    expect(cheapest).toHaveTextContent('552 € Bestpreis');
    // The German short weekday is 'Sa' or 'Sa.' depending on the ICU data of the runtime.
    expect(cheapest.getAttribute('aria-label')?.replace(/^Abflug Sa\.? /, 'Abflug Sa ')).toBe(
      `Abflug Sa 12.06.2027, 7 Tage, ab 552${NBSP}€ (2.345${NBSP}PLN) pro Person, Bestpreis, 2 Angebote`,
    );
  });

  it('keeps the whole grid in zloty in German when an offer has no euro price', () => {
    appStore.set(localeAtom, 'de');
    renderCalendar({ offers: [...OFFERS, offer('g', '2027-06-26', 14, 3500, 0)] });
    expect(screen.getByRole('button', { name: /^Abflug Sa\.? 12\.06\.2027, 7 Tage/ })).toHaveTextContent(
      '2.345 PLN Bestpreis',
    );
  });

  it('still renders a one-cell grid for one offer', () => {
    renderCalendar({ offers: [offer('a', '2027-06-12', 7, 2345, 552)] });
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(cell(A)).toHaveTextContent('najtaniej');
  });

  it('says so instead of an empty grid when every offer is sold out', () => {
    renderCalendar({ offers: [offer('e', '2027-06-19', 7, 1500, 353, 'NOT_AVAILABLE')] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nie ma wolnych terminów do pokazania w kalendarzu.')).toBeInTheDocument();
  });

  it('tells when the grid shows only the earliest departures', () => {
    const day = (index: number) => new Date(Date.UTC(2027, 5, 1 + index)).toISOString().slice(0, 10);
    renderCalendar({ offers: Array.from({ length: 62 }, (_, index) => offer(`o${index}`, day(index), 7, 2000, 470)) });
    expect(screen.getAllByRole('rowheader')).toHaveLength(60);
    expect(
      screen.getByText('Kalendarz pokazuje 60 najbliższych dat wylotu; pozostałe terminy są na liście.'),
    ).toBeInTheDocument();
  });
});
