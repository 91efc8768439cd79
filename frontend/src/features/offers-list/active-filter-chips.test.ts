import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './active-filter-chips.ts';

const keys = (chips: ReturnType<typeof activeFilterChips>) => chips.map((chip) => chip.key);

describe('the chips of the active filters', () => {
  it('gives one chip per chosen value of a list and one per other widget, in the sidebar’s order', () => {
    const chips = activeFilterChips(
      {
        regions: [1, 2],
        departureAirports: ['MUC'],
        departureDate: '2026-06-01',
        returnDate: '2026-06-30',
        durationMin: 7,
        adults: 3,
        transfer: '2',
        boards: [12],
        priceMaxEur: 1000,
        accommodations: [1],
        hotelStandard: 4,
        facilities: [16],
        operators: ['DER'],
        hotelName: 'Rixos',
      },
      {},
    );
    expect(keys(chips)).toEqual([
      'region-1',
      'region-2',
      'airport-MUC',
      'dates',
      'duration',
      'party',
      'transfer',
      'board-12',
      'price',
      'accommodation-1',
      'stars',
      'facility-16',
      'operator-DER',
      'hotel-name',
    ]);
  });

  it('removes exactly what unticking the value in the sidebar removes', () => {
    const chips = activeFilterChips(
      { regions: [1, 2], departureDate: '2026-06-01', datesDelta: 13, adults: 4, childrenAges: [5], hotelStandard: 3 },
      {},
    );
    const remove = Object.fromEntries(chips.map((chip) => [chip.key, chip.remove]));
    expect(remove['region-1']).toEqual({ regions: [2] });
    expect(remove['dates']).toEqual({ departureDate: undefined, returnDate: undefined, datesDelta: undefined });
    expect(remove['party']).toEqual({ adults: 2, childrenAges: [] });
    expect(remove['stars']).toEqual({ hotelStandard: 0 });
  });

  it('has no chip for the default party, the offer type, a destination fixed by the page’s path or a filter the offer type switches off', () => {
    expect(activeFilterChips({ offerType: 'S', adults: 2, childrenAges: [] }, {})).toEqual([]);
    expect(activeFilterChips({ regions: [200253] }, { regions: [200253] })).toEqual([]);
    // Hotel-only offers have no departure airport, one-way flights no trip length or hotel name (spec §4).
    expect(keys(activeFilterChips({ offerType: 'S', departureAirports: ['MUC'] }, {}))).toEqual([]);
    expect(
      keys(activeFilterChips({ offerType: 'C1', durationMin: 7, hotelName: 'Rixos', operators: ['DER'] }, {})),
    ).toEqual(['operator-DER']);
  });
});
