import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfferSummary } from '@app/shared/offers';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { listOffer } from '../../../testing/offers-list.fixture.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdditionalInfoPanel } from './additional-info-panel.tsx';
import { hotelDetails } from './hotel-details.fixture.ts';

/** A holiday in Turkey, all inclusive, transfer included, flown from Munich. */
function holiday(overrides: Partial<OfferSummary> = {}): OfferSummary {
  const { offers_count: _count, ...offer } = listOffer(overrides);
  return offer;
}

const TURKEY = hotelDetails({ country: { id: 200210, name: 'Turcja' }, country_code: 'TR' });

/** The notes as [title, text], in the order shown. */
function notes(): [string, string][] {
  return Array.from(document.querySelectorAll('.hotel-notes__list dt'), (title) => [
    title.textContent ?? '',
    title.nextElementSibling?.textContent ?? '',
  ]);
}
const titles = () => notes().map(([title]) => title);

describe('AdditionalInfoPanel', () => {
  it('lists the notes of a chosen holiday in Polish, each a bold title over its text (CONST-47)', () => {
    renderWithProviders(<AdditionalInfoPanel hotel={TURKEY} offer={holiday()} />);

    expect(screen.getByText(/Przeczytaj je przed rezerwacją/)).toBeInTheDocument();
    expect(titles()).toEqual([
      'Transfer',
      'All inclusive',
      'Ograniczona liczba miejsc',
      'Ostrzeżenia MSZ',
      'Dokumenty podróży',
      'Ubezpieczenie podróżne',
      'Godziny przelotów',
      'Bagaż',
      'Zameldowanie i wymeldowanie',
      'Przydział pokoi',
      'Ceny dla dzieci',
      'Kategoria hotelu',
      'Kaucja w hotelu',
      'Udogodnienia sezonowe',
    ]);
    const text = Object.fromEntries(notes());
    expect(text['Transfer']).toMatch(/^Transfer z lotniska do hotelu i z powrotem jest wliczony w cenę\./);
    expect(text['Dokumenty podróży']).toContain('paszportu ważnego co najmniej 150 dni po dacie powrotu');
    expect(screen.queryByText(/pojawią się po wybraniu terminu/)).not.toBeInTheDocument();
  });

  it('says a transfer is not included when the offer has none', () => {
    renderWithProviders(<AdditionalInfoPanel hotel={TURKEY} offer={holiday({ transfer: false })} />);

    expect(Object.fromEntries(notes())['Transfer']).toMatch(/^Transfer z lotniska .* nie jest wliczony w cenę\./);
  });

  it('before a date is chosen, shows the country’s and the hotel’s notes and says the others come with a date', () => {
    renderWithProviders(
      <AdditionalInfoPanel hotel={hotelDetails({ country: { id: 200230, name: 'Egipt' }, country_code: 'EG' })} />,
    );

    expect(
      screen.getByText(
        'Informacje dotyczące konkretnego terminu, np. transferu, wyżywienia i przelotu, pojawią się po wybraniu terminu.',
      ),
    ).toBeInTheDocument();
    expect(titles()).toEqual([
      'Wiza na koszt podróżnego',
      'Ostrzeżenia MSZ',
      'Dokumenty podróży',
      'Ubezpieczenie podróżne',
      'Zameldowanie i wymeldowanie',
      'Przydział pokoi',
      'Kategoria hotelu',
      'Kaucja w hotelu',
      'Udogodnienia sezonowe',
    ]);
  });

  it('shows the notes in the visitor’s language', () => {
    appStore.set(localeAtom, 'de');
    renderWithProviders(
      <AdditionalInfoPanel
        hotel={hotelDetails({ country: { id: 200271, name: 'Mexiko' }, country_code: 'MX' })}
        offer={holiday({ board: { id: 2, name: 'Frühstück' }, transfer: false })}
      />,
    );

    expect(screen.getByText(/Bitte lesen Sie sie vor der Buchung/)).toBeInTheDocument();
    expect(titles()).toEqual([
      'Kurtaxe vor Ort',
      'Transfer',
      'Empfohlene Impfungen',
      'Begrenztes Kontingent',
      'Reise- und Sicherheitshinweise',
      'Reisedokumente',
      'Reiseversicherung',
      'Flugzeiten',
      'Gepäck',
      'Check-in und Check-out',
      'Zimmerzuteilung',
      'Kinderpreise',
      'Hotelkategorie',
      'Kaution im Hotel',
      'Steckdosen',
    ]);
    const text = Object.fromEntries(notes());
    expect(text['Transfer']).toContain('ist nicht im Preis enthalten');
    expect(text['Steckdosen']).toContain('110–127 V');
    expect(text['Reisedokumente']).toContain('mindestens 6 Monate gültig');
  });

  it('uses a definition list, so a screen reader pairs each title with its text', () => {
    appStore.set(localeAtom, 'en');
    renderWithProviders(<AdditionalInfoPanel hotel={hotelDetails()} />);

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain('Tourist tax payable locally');
    expect(screen.getAllByRole('definition')).toHaveLength(screen.getAllByRole('term').length);
  });
});
