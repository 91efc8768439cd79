import { describe, expect, it } from 'vitest';
import {
  AskForOfferBodySchema,
  ContactMeBodySchema,
  ContactMessageBodySchema,
  SendOfferByEmailBodySchema,
} from './enquiries.ts';
import type { Locale } from './locale.ts';
import { NEWSLETTER_EMAIL_PARAM, NewsletterSignUpQuerySchema } from './newsletter.ts';
import { fieldErrors } from './validation-issues.ts';
import type * as z from 'zod';

function errors(schema: z.ZodType, value: unknown, locale: Locale = 'pl'): Record<string, string> {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? {} : fieldErrors(result.error, locale);
}

const message = {
  full_name: 'Anna Nowak',
  email: 'anna.nowak@example.pl',
  message: 'Szukamy wakacji we wrześniu.',
  consents: { data_protection: true },
};

describe('contact enquiry bodies (ENT-47, ENT-48, OPEN-12, OPEN-42)', () => {
  it('contact_me takes email, phone and an optional http(s) offerLink', () => {
    expect(ContactMeBodySchema.parse({ email: 'a@b.pl', phone: '600100200', offerLink: '' })).toEqual({
      email: 'a@b.pl',
      phone: '600100200',
      offerLink: undefined,
    });
    expect(
      errors(ContactMeBodySchema, { email: 'a@b.pl', phone: '600100200', offerLink: 'javascript:alert(1)' }),
    ).toEqual({ offerLink: 'Niedozwolona wartość' });
    expect(errors(ContactMeBodySchema, { email: 'a@b.pl' })).toEqual({ phone: 'To pole jest wymagane' });
  });

  it('send_message needs name, e-mail, message and the consent; the phone is optional there (VAL-07)', () => {
    expect(ContactMessageBodySchema.safeParse(message).success).toBe(true);
    expect(errors(ContactMessageBodySchema, { ...message, email: undefined })).toEqual({
      email: 'To pole jest wymagane',
    });
    expect(errors(ContactMessageBodySchema, { ...message, number_of_people: '2', comments: 7 })).toEqual({
      number_of_people: 'Nieprawidłowa wartość',
      comments: 'Nieprawidłowa wartość',
    });
  });

  it('ask_for_offer requires the phone and the offer uuid', () => {
    expect(errors(AskForOfferBodySchema, message)).toEqual({
      phone: 'To pole jest wymagane',
      offer_uuid: 'To pole jest wymagane',
    });
  });

  it('a missing or unticked consent reads "Zgoda jest wymagana, by kontynuować" (VAL-11, VAL-12)', () => {
    for (const consents of [{}, { data_protection: false }, { data_protection: 'yes' }]) {
      expect(errors(ContactMessageBodySchema, { ...message, consents })).toEqual({
        'consents.data_protection': 'Zgoda jest wymagana, by kontynuować',
      });
    }
    expect(errors(ContactMessageBodySchema, { ...message, consents: undefined }, 'en')).toEqual({
      consents: 'This field is required',
    });
  });

  it('refuses unknown fields, so nothing unexpected is stored', () => {
    expect(errors(ContactMessageBodySchema, { ...message, is_admin: true })).toEqual({
      is_admin: 'Nieznane pole',
    });
  });

  it('send_on_email rejects an invalid recipient (VAL-28) and caps the note', () => {
    const body = { offer_uuid: '00000000-0000-4000-8000-000000000001', email: 'friend@example.de' };
    expect(SendOfferByEmailBodySchema.safeParse(body).success).toBe(true);
    expect(errors(SendOfferByEmailBodySchema, { ...body, email: 'friend@example' })).toEqual({
      email: 'Podaj poprawny adres e-mail (bez polskich znaków)',
    });
    expect(Object.keys(errors(SendOfferByEmailBodySchema, { ...body, note: 'x'.repeat(501) }))).toEqual(['note']);
  });
});

describe('newsletter sign-up query (API-33, VAL-05)', () => {
  it('reads newsletter[email] and ignores other parameters', () => {
    expect(NewsletterSignUpQuerySchema.parse({ [NEWSLETTER_EMAIL_PARAM]: 'a@b.pl', utm_source: 'x' })).toEqual({
      [NEWSLETTER_EMAIL_PARAM]: 'a@b.pl',
    });
  });

  it('answers every invalid or missing e-mail with invalid_email_message, in each language', () => {
    for (const query of [{}, { [NEWSLETTER_EMAIL_PARAM]: 'zażółć@x.pl' }, { [NEWSLETTER_EMAIL_PARAM]: '' }]) {
      expect(errors(NewsletterSignUpQuerySchema, query)).toEqual({
        [NEWSLETTER_EMAIL_PARAM]: 'Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.',
      });
    }
    expect(errors(NewsletterSignUpQuerySchema, {}, 'de')[NEWSLETTER_EMAIL_PARAM]).toMatch(/Newsletter/);
  });
});
