import { describe, expect, it } from 'vitest';
import { HOTEL_OFFER, ONE_WAY_FLIGHT } from '../lib/mail/templates/test-fixtures.ts';
import { contactMeEnquiry } from './contact-me.ts';
import { contactMessageEnquiry } from './contact-message.ts';
import type { EnquiryContext } from './enquiry-draft.ts';
import { offerByEmailEnquiry } from './offer-by-email.ts';
import { offerQuestionEnquiry } from './offer-question.ts';

const context: EnquiryContext = {
  referenceId: 'AB12C-DE34F',
  receivedAt: new Date('2026-05-04T08:30:00Z'),
  locale: 'de',
  siteUrl: 'https://wakacje.example',
  officeEmail: 'biuro@wakacje.example',
};

describe('enquiry drafts', () => {
  it('contact_me: acknowledgement in the visitor language, office notification replying to the visitor', () => {
    const draft = contactMeEnquiry(
      { email: 'anna@example.pl', phone: '+48 600 100 200', offerLink: 'https://wakacje.example/hotel/x?id=1' },
      context,
    );
    expect(draft.kind).toBe('contact_me');
    const [ack, office] = draft.mails;
    expect(ack?.mail.to).toEqual(['anna@example.pl']);
    expect(ack?.mail.subject).toBe('Wir rufen Sie zurück – Wakacje z Niemiec');
    expect(ack?.mail.text).toContain('https://wakacje.example/hotel/x?id=1');
    expect(office?.mail).toMatchObject({ to: ['biuro@wakacje.example'], replyTo: ['anna@example.pl'] });
    expect(office?.mail.subject).toBe('Nowe zgłoszenie: Prośba o kontakt telefoniczny – +48 600 100 200 [AB12C-DE34F]');
  });

  it('contact_me: a link to another site never reaches the visitor and is no link for the office', () => {
    const draft = contactMeEnquiry(
      { email: 'anna@example.pl', phone: '600100200', offerLink: 'https://phishing.example/login' },
      context,
    );
    const [ack, office] = draft.mails;
    expect(ack?.mail.text).not.toContain('phishing.example');
    expect(ack?.mail.html).not.toContain('phishing.example');
    expect(office?.mail.text).toContain('https://phishing.example/login');
    expect(office?.mail.html).not.toContain('href="https://phishing.example/login"');
  });

  it('send_message: quotes the message back and lists every field for the office', () => {
    const draft = contactMessageEnquiry(
      {
        full_name: 'Anna Nowak',
        email: 'anna@example.pl',
        message: 'Szukamy ciepłego miejsca w listopadzie.',
        number_of_people: 4,
        consents: { data_protection: true },
      },
      context,
    );
    const [ack, office] = draft.mails;
    expect(ack?.mail.text).toContain('Szukamy ciepłego miejsca w listopadzie.');
    expect(office?.mail.text).toMatch(/Liczba osób:?\s+4/);
    expect(office?.mail.text).toMatch(/Telefon:?\s+—/);
  });

  it('ask_for_offer and send_on_email: offer facts from the snapshot and a link to its page', () => {
    const question = offerQuestionEnquiry(
      {
        full_name: 'Anna Nowak',
        email: 'anna@example.pl',
        phone: '600100200',
        message: 'Czy jest pokój z widokiem na morze?',
        offer_uuid: HOTEL_OFFER.uuid,
        consents: { data_protection: true },
      },
      { visitor: HOTEL_OFFER, office: HOTEL_OFFER },
      context,
    );
    expect(question.data['offer']).toMatchObject({ uuid: HOTEL_OFFER.uuid, title: 'Hotel Aurora Beach' });
    expect(question.mails[0]?.mail.text).toContain('https://wakacje.example/hotel/hotel-aurora-beach?id=H123');
    const sent = offerByEmailEnquiry(
      { offer_uuid: HOTEL_OFFER.uuid, email: 'friend@example.de', sender_name: 'Anna' },
      { visitor: HOTEL_OFFER, office: HOTEL_OFFER },
      context,
    );
    expect(sent.mails).toHaveLength(1);
    expect(sent.mails[0]?.mail.to).toEqual(['friend@example.de']);
    expect(sent.mails[0]?.mail.subject).toBe('Anna empfiehlt Ihnen ein Angebot: Hotel Aurora Beach');
  });

  it("names a German visitor's flight in German for them and in Polish for the office and the record (D14)", () => {
    const german = { ...ONE_WAY_FLIGHT, departure_airport: { iata: 'NUE', name: 'Nürnberg' } };
    const polish = { ...ONE_WAY_FLIGHT, departure_airport: { iata: 'NUE', name: 'Norymberga' } };
    const question = offerQuestionEnquiry(
      {
        full_name: 'Anna Nowak',
        email: 'anna@example.de',
        phone: '600100200',
        message: 'Gibt es noch Plätze?',
        offer_uuid: ONE_WAY_FLIGHT.uuid,
        consents: { data_protection: true },
      },
      { visitor: german, office: polish },
      context,
    );
    const [ack, office] = question.mails;
    expect(ack?.mail.text).toContain('Nürnberg');
    expect(ack?.mail.text).not.toContain('Norymberga');
    expect(office?.mail.text).toContain('Lot Norymberga – Hurghada');
    expect(office?.mail.text).not.toContain('Nürnberg');
    expect(question.data['offer']).toMatchObject({ title: 'Lot Norymberga – Hurghada' });
  });
});
