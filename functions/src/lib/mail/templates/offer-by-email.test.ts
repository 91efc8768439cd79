import { describe, expect, it } from 'vitest';
import { offerByEmail } from './offer-by-email.ts';
import { HOTEL_OFFER, OFFER_URL, ONE_WAY_FLIGHT } from './test-fixtures.ts';

/** Intl puts no-break spaces into prices; the assertions use plain ones. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('offer sent by e-mail', () => {
  const mail = offerByEmail({ locale: 'pl', offer: HOTEL_OFFER, offerUrl: OFFER_URL });

  it('lists the key facts of the offer in Polish', () => {
    const text = plain(mail.text);
    expect(text).toContain('Hotel: Hotel Aurora Beach');
    expect(text).toContain('Kategoria hotelu: ★★★★½');
    expect(text).toContain('Kraj / region: Egipt / Hurghada');
    expect(text).toContain('Wyjazd: 01.07.2025');
    expect(text).toContain('Powrót: 08.07.2025');
    expect(text).toContain('Liczba dni: 8 dni');
    expect(text).toContain('Wyżywienie: All inclusive');
    expect(text).toContain('Zakwaterowanie: Pokój dwuosobowy');
    expect(text).toContain('Lotnisko wylotu: Berlin (BER)');
  });

  it('shows the price per person in whole zloty and in euro', () => {
    expect(plain(mail.text)).toContain('Cena za osobę: 3 499 zł (815 €)');
    expect(plain(mail.html)).toContain('3 499 zł (815 €)');
    expect(mail.text).not.toContain('3499,4');
  });

  it('formats the price for the language of the e-mail, German leading with euro (D13)', () => {
    expect(plain(offerByEmail({ locale: 'de', offer: HOTEL_OFFER, offerUrl: OFFER_URL }).text)).toContain(
      'Preis pro Person: 815 € (3.499 PLN)',
    );
    expect(plain(offerByEmail({ locale: 'en', offer: HOTEL_OFFER, offerUrl: OFFER_URL }).text)).toContain(
      'Price per person: PLN 3,499 (€815)',
    );
  });

  it('links the offer with a prominent button and the address as a fallback', () => {
    const href = `href="${OFFER_URL.replace(/&/g, '&amp;')}"`;
    expect(mail.html.split(href)).toHaveLength(3);
    expect(mail.html).toContain('Zobacz ofertę</a>');
    expect(mail.text).toContain(`Zobacz ofertę: ${OFFER_URL}`);
  });

  it('names the offer in the subject', () => {
    expect(mail.subject).toBe('Oferta: Hotel Aurora Beach – Wakacje z Niemiec');
  });

  it("names the sender and quotes the sender's note when given", () => {
    const personal = offerByEmail({
      locale: 'pl',
      offer: HOTEL_OFFER,
      offerUrl: OFFER_URL,
      senderName: 'Ola',
      note: 'Patrz, jaki basen!\nJedziemy?',
    });
    expect(personal.subject).toBe('Ola poleca Ci ofertę: Hotel Aurora Beach');
    expect(personal.text).toContain('Ola przesyła Ci ofertę z serwisu Wakacje z Niemiec.');
    expect(personal.text).toContain('Wiadomość od nadawcy:\n> Patrz, jaki basen!\n> Jedziemy?');
  });

  it('leaves the note out when the sender wrote none', () => {
    expect(mail.text).not.toContain('Wiadomość od nadawcy');
  });

  it('drops the button when the offer link is not http(s)', () => {
    const unsafe = offerByEmail({ locale: 'pl', offer: HOTEL_OFFER, offerUrl: 'javascript:alert(1)' });
    expect(unsafe.html).not.toContain('href=');
    expect(unsafe.text).not.toContain('javascript:');
  });

  it('describes a one-way flight by its route, without hotel facts or a return', () => {
    const flight = offerByEmail({ locale: 'en', offer: ONE_WAY_FLIGHT, offerUrl: OFFER_URL });
    expect(flight.subject).toBe('Holiday offer: Flight Berlin – Hurghada – Wakacje z Niemiec');
    expect(flight.text).toContain('Departure: 01.07.2025');
    expect(flight.text).toContain('Arrival airport: Hurghada (HRG)');
    expect(flight.text).not.toContain('Return:');
    expect(flight.text).not.toContain('Hotel:');
  });
});
