import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { OfferSummary } from '@app/shared/offers';
import { useHotelOffers } from '../api/get-hotel-offers.ts';

interface Choice {
  readonly value: string;
  readonly label: string;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);

/** Each departure airport, trip length and board of the hotel's offers once, as select options. */
function choicesOf(offers: readonly OfferSummary[]) {
  const airports = new Map<string, string>();
  const lengths = new Set<number>();
  const boards = new Map<string, string>();
  for (const offer of offers) {
    if (offer.departure_airport)
      airports.set(offer.departure_airport.iata, `${offer.departure_airport.name} (${offer.departure_airport.iata})`);
    lengths.add(offer.days);
    if (offer.board) boards.set(String(offer.board.id), offer.board.name);
  }
  return {
    airports: [...airports].map(([value, label]) => ({ value, label })).sort(byLabel),
    lengths: [...lengths].sort((a, b) => a - b),
    boards: [...boards].map(([value, label]) => ({ value, label })).sort(byLabel),
  };
}

/**
 * The dates tab's filters (issue 14): departure airport, trip length and board, each written into
 * the page's URL as the search spells it, so the choice can be shared and Back undoes it. The options
 * come from the hotel's offers for the search without these three filters (`choicesQuery`); a value
 * the search brought that is not among them (several airports, a range of lengths) stays selectable.
 */
export function DatesFilters({ choicesQuery }: { choicesQuery: string }) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const answer = useHotelOffers(choicesQuery);
  const choices = choicesOf(answer.data?.offers ?? []);

  const set = (updates: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(updates)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };

  const airport = params.get('departure_airports') ?? '';
  const board = params.get('boards') ?? '';
  const min = params.get('duration_min') ?? '';
  const max = params.get('duration_max') ?? '';
  const length = min !== '' && min === max ? min : min === '' && max === '' ? '' : `${min}-${max}`;
  const withCurrent = (options: readonly Choice[], current: string, label: string): readonly Choice[] =>
    current === '' || options.some((option) => option.value === current)
      ? options
      : [{ value: current, label }, ...options];
  const days = (count: number) => intl.formatMessage({ id: 'hotel.offer.days' }, { count });

  const select = (
    name: 'airport' | 'length' | 'board',
    value: string,
    options: readonly Choice[],
    onChange: (value: string) => void,
  ) => (
    <div className="hotel-dates__filter">
      <label htmlFor={`${id}-${name}`}>{intl.formatMessage({ id: `hotel.offers.filter.${name}` })}</label>
      <select id={`${id}-${name}`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'hotel.offers.filter.any' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div
      className="hotel-dates__filters"
      role="group"
      aria-label={intl.formatMessage({ id: 'hotel.offers.filter.label' })}
    >
      {select('airport', airport, withCurrent(choices.airports, airport, airport.replaceAll(',', ', ')), (value) =>
        set({ departure_airports: value }),
      )}
      {select(
        'length',
        length,
        withCurrent(
          choices.lengths.map((count) => ({ value: String(count), label: days(count) })),
          length,
          intl.formatMessage({ id: 'hotel.offers.filter.range' }, { min: min || '1', max: max || '–' }),
        ),
        (value) => {
          const [from = '', to = from] = value.split('-');
          set({ duration_min: from, duration_max: to });
        },
      )}
      {select('board', board, withCurrent(choices.boards, board, board), (value) => set({ boards: value }))}
    </div>
  );
}
