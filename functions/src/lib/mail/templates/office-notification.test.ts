import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels.ts';
import { officeNotification, type OfficeNotificationMail } from './office-notification.ts';

const ENQUIRY: OfficeNotificationMail = {
  kind: 'contact_message',
  referenceId: 'ENQ-2025-0042',
  visitorLocale: 'de',
  receivedAt: new Date('2025-07-01T22:30:00Z'),
  subjectDetail: 'Jürgen Müller',
  fields: [
    { label: fieldLabel('fullName', 'pl'), value: 'Jürgen Müller' },
    { label: fieldLabel('email', 'pl'), value: 'jm@example.de' },
    { label: fieldLabel('phone', 'pl'), value: null },
    { label: fieldLabel('message', 'pl'), value: 'Wir suchen ein Hotel\nmit Kinderclub.' },
    { label: fieldLabel('peopleCount', 'pl'), value: 4 },
    { label: fieldLabel('comments', 'pl'), value: '' },
    { label: fieldLabel('preferredAirport', 'pl'), value: 'Berlin (BER)' },
    { label: fieldLabel('offerLink', 'pl'), value: 'https://wakacje.example/hotel/aurora?id=1', link: true },
  ],
};

describe('office notification', () => {
  const mail = officeNotification(ENQUIRY);

  it('is in Polish by default and names the kind of enquiry, the visitor and the reference', () => {
    expect(mail.subject).toBe('Nowe zgłoszenie: Wiadomość z formularza kontaktowego – Jürgen Müller [ENQ-2025-0042]');
    expect(mail.html).toContain('<html lang="pl">');
  });

  it('lists every field, an empty one as a dash', () => {
    expect(mail.text).toContain('Imię i nazwisko: Jürgen Müller');
    expect(mail.text).toContain('E-mail: jm@example.de');
    expect(mail.text).toContain('Telefon: —');
    expect(mail.text).toContain('Wiadomość: Wir suchen ein Hotel\n  mit Kinderclub.');
    expect(mail.text).toContain('Liczba osób: 4');
    expect(mail.text).toContain('Uwagi: —');
    expect(mail.text).toContain('Preferowane lotnisko: Berlin (BER)');
    expect(mail.text).toContain('Link do oferty: https://wakacje.example/hotel/aurora?id=1');
    for (const field of ENQUIRY.fields) expect(mail.html).toContain(`>${field.label}</th>`);
  });

  it('adds the reference, the visitor language and the time received on the Warsaw clock', () => {
    expect(mail.text).toContain('Numer zgłoszenia: ENQ-2025-0042');
    expect(mail.text).toContain('Język odwiedzającego: Deutsch (de)');
    expect(mail.text).toContain('Otrzymano: 02.07.2025 00:30 (Europe/Warsaw)');
  });

  it('makes only http(s) values of link fields clickable', () => {
    expect(mail.html).toContain('href="https://wakacje.example/hotel/aurora?id=1"');
    const unsafe = officeNotification({
      ...ENQUIRY,
      fields: [{ label: 'Link', value: 'javascript:alert(1)', link: true }],
    });
    expect(unsafe.html).not.toContain('href=');
    expect(unsafe.html).toContain('javascript:alert(1)');
  });

  it('can be written in German for a German-speaking office', () => {
    const german = officeNotification({ ...ENQUIRY, locale: 'de', kind: 'contact_me', subjectDetail: null });
    expect(german.subject).toBe('Neue Anfrage: Rückrufbitte [ENQ-2025-0042]');
    expect(german.text).toContain('Eingegangen: 02.07.2025 00:30 (Europe/Warsaw)');
  });

  it('keeps the reference in a subject whose visitor detail is very long', () => {
    const long = officeNotification({ ...ENQUIRY, subjectDetail: 'x'.repeat(500) });
    expect(long.subject.endsWith('[ENQ-2025-0042]')).toBe(true);
    expect(long.subject.length).toBeLessThanOrEqual(150);
  });
});
