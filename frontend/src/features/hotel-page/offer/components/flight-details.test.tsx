import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Flight } from '@app/shared/feed';
import type { OfferSummary } from '@app/shared/offers';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { FlightDetails, officeNow } from './flight-details.tsx';

function flight(from: string, to: string, departure: string, arrival: string, number: string): Flight {
  return {
    departure_airport_iata: from,
    arrival_airport_iata: to,
    departure_time: departure,
    arrival_time: arrival,
    flight_number: number,
    carrier: 'Condor',
  };
}

function offer(extra: Partial<OfferSummary>): OfferSummary {
  return {
    uuid: '0b7c5c9e-3d6f-4c1e-9a59-1f1d5f0a2b11',
    offer_type: 'A',
    hotel: null,
    operator: { code: 'TUI', name: 'TUI' },
    departure_date: '2027-06-12',
    return_date: '2027-06-19',
    days: 8,
    accommodation: null,
    board: null,
    departure_airport: { iata: 'WAW', name: 'Warszawa' },
    arrival_airport: { iata: 'HRG', name: 'Hurghada' },
    availability: 'AVAILABLE',
    train_to_airport: false,
    transfer: true,
    price_per_person_pln: 2000,
    price_per_person_eur: 470,
    flights: [],
    ...extra,
  };
}

const connecting = [
  flight('WAW', 'FRA', '2027-06-12T06:00', '2027-06-12T08:00', 'DE1001'),
  flight('FRA', 'HRG', '2027-06-12T10:30', '2027-06-12T15:00', 'DE1002'),
  flight('HRG', 'FRA', '2027-06-19T16:00', '2027-06-19T20:00', 'DE1003'),
  flight('FRA', 'WAW', '2027-06-19T21:30', '2027-06-19T23:00', 'DE1004'),
];

describe('FlightDetails (spec §2 flight details and interchanges, §4)', () => {
  it('shows the way out and back with a change of planes on each, airports by name where known (HOTEL-03)', () => {
    renderWithProviders(<FlightDetails offer={offer({ flights: connecting })} now="2027-01-01T00:00" />);
    const [out, back] = screen.getAllByRole('heading', { level: 4 });
    expect(out).toHaveTextContent('Wylot');
    expect(back).toHaveTextContent('Powrót');
    const outbound = out?.closest('section') as HTMLElement;
    expect(within(outbound).getByText('Warszawa (WAW) → FRA')).toBeInTheDocument();
    expect(within(outbound).getByText('FRA → Hurghada (HRG)')).toBeInTheDocument();
    expect(within(outbound).getByText(/Przesiadka w FRA/)).toHaveTextContent('12.06.2027, 10:30');
    expect(within(back?.closest('section') as HTMLElement).getByText('Lot DE1004, Condor')).toBeInTheDocument();
  });

  it('shows a past interchange date as a dash (HOTEL-07, VAL-33)', () => {
    renderWithProviders(<FlightDetails offer={offer({ flights: connecting })} now="2027-06-19T22:00" />);
    const dates = Array.from(document.querySelectorAll('.offer-flights__interchange-date'), (node) => node.textContent);
    expect(dates).toEqual(['–', '–']);
  });

  it('says so for an offer without flights, and names a one-way flight as such', () => {
    const { unmount } = renderWithProviders(
      <FlightDetails offer={offer({ offer_type: 'S' })} now="2027-01-01T00:00" />,
    );
    expect(screen.getByText('Oferta bez przelotu – dojazd we własnym zakresie.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <FlightDetails offer={offer({ offer_type: 'C1', flights: connecting.slice(0, 1) })} now="2027-01-01T00:00" />,
    );
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Lot w jedną stronę']);
  });

  it("reads the agency's clock in Warsaw", () => {
    expect(officeNow(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-16T00:30');
    expect(officeNow(new Date('2027-07-15T21:59:00Z'))).toBe('2027-07-15T23:59');
  });
});
