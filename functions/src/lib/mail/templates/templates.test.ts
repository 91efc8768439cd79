import { LOCALES, type Locale } from '@app/shared/locale';
import { describe, expect, it } from 'vitest';
import type { MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { contactMeAcknowledgement } from './contact-me.ts';
import { contactMessageAcknowledgement } from './contact-message.ts';
import { newsletterConfirmation } from './newsletter-confirmation.ts';
import { offerByEmail } from './offer-by-email.ts';
import { offerQuestionAcknowledgement } from './offer-question.ts';
import { officeNotification } from './office-notification.ts';
import { HOTEL_OFFER, IMG_ONERROR, OFFER_URL, SCRIPT } from './test-fixtures.ts';

/** Every template, filled with one user-supplied `value` wherever the visitor types free text. */
function allTemplates(locale: Locale, value = 'Jan Kowalski', url = OFFER_URL): Record<string, MailContent> {
  const visitor = { locale, referenceId: 'ENQ-2025-0001', fullName: value, email: 'jan@example.pl', message: value };
  return {
    contactMe: contactMeAcknowledgement({
      locale,
      referenceId: 'ENQ-1',
      email: 'jan@example.pl',
      phone: value,
      offerLink: url,
    }),
    contactMessage: contactMessageAcknowledgement({
      ...visitor,
      phone: '600700800',
      peopleCount: 4,
      comments: value,
      preferredAirport: value,
    }),
    offerQuestion: offerQuestionAcknowledgement({ ...visitor, phone: '600700800', offer: HOTEL_OFFER, offerUrl: url }),
    offerByEmail: offerByEmail({ locale, offer: HOTEL_OFFER, offerUrl: url, senderName: value, note: value }),
    newsletter: newsletterConfirmation({ locale, email: value, confirmUrl: url, unsubscribeUrl: url }),
    office: officeNotification({
      locale,
      kind: 'contact_message',
      referenceId: 'ENQ-1',
      visitorLocale: locale,
      receivedAt: new Date('2025-07-01T10:00:00Z'),
      subjectDetail: value,
      fields: [
        { label: 'Imię i nazwisko', value },
        { label: 'Link', value: url, link: true },
      ],
    }),
  };
}

describe.each(LOCALES)('every e-mail template in %s', (locale) => {
  const mails = Object.entries(allTemplates(locale));

  it.each(mails)('%s has a subject, an HTML part and a text part', (_name, mail) => {
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain('</html>');
    expect(mail.text.trim()).not.toBe('');
  });

  it.each(mails)('%s carries the brand and the office hours of its language in both parts', (_name, mail) => {
    const { name, officeHours } = BRAND_TEXTS[locale];
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(name);
      expect(part).toContain(officeHours);
    }
  });
});

describe.each([
  [SCRIPT, '&lt;script&gt;alert(1)&lt;/script&gt;'],
  [IMG_ONERROR, '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
])('a visitor value %j', (value, escaped) => {
  const mails = Object.entries(allTemplates('pl', value));

  it.each(mails)('is escaped in the HTML of %s', (_name, mail) => {
    expect(mail.html).toContain(escaped);
    expect(mail.html).not.toContain(value);
    expect(mail.html).not.toMatch(/<script|<img/);
  });

  it.each(mails)('appears literally in the text of %s', (_name, mail) => {
    expect(mail.text).toContain(value);
  });
});

describe('a link that is not http(s)', () => {
  const mails = Object.entries(allTemplates('pl', 'Jan Kowalski', 'javascript:alert(document.cookie)'));

  it.each(mails)('is never rendered as an href in %s', (_name, mail) => {
    expect(mail.html).not.toMatch(/href="\s*javascript:/i);
    expect(mail.html.match(/href="([^"]*)"/g) ?? []).toEqual([]);
  });

  it('stays visible as plain text where the visitor typed it, so the office still sees it', () => {
    const mail = contactMeAcknowledgement({
      locale: 'pl',
      referenceId: 'ENQ-1',
      email: 'jan@example.pl',
      phone: '600700800',
      offerLink: 'javascript:alert(1)',
    });
    expect(mail.html).toContain('javascript:alert(1)');
    expect(mail.html).not.toContain('href=');
  });
});

describe('subjects built from visitor values', () => {
  it.each(Object.entries(allTemplates('pl', 'Jan\r\nBcc: x@y.z')))('contain no CR or LF in %s', (_name, mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('keep the sender name on one line in the offer e-mail', () => {
    const mail = offerByEmail({
      locale: 'pl',
      offer: HOTEL_OFFER,
      offerUrl: OFFER_URL,
      senderName: 'Jan\r\nBcc: x@y.z',
    });
    expect(mail.subject).toBe('Jan Bcc: x@y.z poleca Ci ofertę: Hotel Aurora Beach');
  });
});

describe('visitor acknowledgements', () => {
  it('quote a multi-line message with its line breaks in both parts', () => {
    const mail = contactMessageAcknowledgement({
      locale: 'pl',
      referenceId: 'ENQ-1',
      fullName: 'Anna Nowak',
      email: 'anna@example.pl',
      message: 'Szukamy hotelu z aquaparkiem.\r\nDwoje dzieci: 4 i 7 lat.',
    });
    expect(mail.html).toContain('Szukamy hotelu z aquaparkiem.<br>Dwoje dzieci: 4 i 7 lat.');
    expect(mail.text).toContain('> Szukamy hotelu z aquaparkiem.\n> Dwoje dzieci: 4 i 7 lat.');
  });

  it('leave out the optional fields the visitor did not fill in', () => {
    const mail = contactMessageAcknowledgement({
      locale: 'en',
      referenceId: 'ENQ-1',
      fullName: 'Anna Nowak',
      email: 'anna@example.pl',
      message: 'Any hotel with a water park?',
      phone: null,
    });
    expect(mail.text).toContain('Full name: Anna Nowak');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('Preferred airport:');
  });

  it('give the reference number and the call-back phone', () => {
    const mail = contactMeAcknowledgement({
      locale: 'de',
      referenceId: 'ENQ-77',
      email: 'a@b.de',
      phone: '+49 30 1234567',
    });
    expect(mail.text).toContain('Vorgangsnummer: ENQ-77');
    expect(mail.text).toContain('Telefon: +49 30 1234567');
    expect(mail.subject).toBe('Wir rufen Sie zurück – Wakacje z Niemiec');
  });

  it('show the offer a question is about, with a link to it', () => {
    const mail = offerQuestionAcknowledgement({
      locale: 'pl',
      referenceId: 'ENQ-1',
      fullName: 'Anna Nowak',
      email: 'anna@example.pl',
      message: 'Czy jest łóżeczko dla dziecka?',
      offer: HOTEL_OFFER,
      offerUrl: OFFER_URL,
    });
    expect(mail.subject).toBe('Pytanie o ofertę: Hotel Aurora Beach – Wakacje z Niemiec');
    expect(mail.text).toContain('Wyjazd: 01.07.2025');
    expect(mail.html).toContain(`href="${OFFER_URL.replace(/&/g, '&amp;')}"`);
  });
});

describe('newsletter confirmation', () => {
  it('links the confirmation and, when given, the unsubscribe address', () => {
    const mail = newsletterConfirmation({
      locale: 'pl',
      email: 'jan@example.pl',
      confirmUrl: 'https://wakacje.example/newsletter/confirm?token=abc',
      unsubscribeUrl: 'https://wakacje.example/newsletter/unsubscribe?token=abc',
    });
    expect(mail.html).toContain('href="https://wakacje.example/newsletter/confirm?token=abc"');
    expect(mail.html).toContain('href="https://wakacje.example/newsletter/unsubscribe?token=abc"');
    expect(mail.text).toContain('Potwierdzam zapis: https://wakacje.example/newsletter/confirm?token=abc');
    expect(mail.text).toContain('jan@example.pl');
  });
});
