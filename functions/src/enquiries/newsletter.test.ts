import { describe, expect, it } from 'vitest';
import { confirmationMail, confirmationUrl, newConfirmationToken, tokenHash, tokenMatches } from './newsletter.ts';

describe('newsletter double opt-in', () => {
  it('links to the confirmation page (not under the /newsletter/ API) with address and token', () => {
    const url = new URL(confirmationUrl('https://wakacje.example', 'anna@example.pl', 'tok_en-1'));
    expect(url.pathname).toBe('/potwierdz-newsletter');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'anna@example.pl', token: 'tok_en-1' });
  });

  it('stores only a hash of the token and compares in constant time', () => {
    const token = newConfirmationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash(token)).not.toContain(token);
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(newConfirmationToken(), tokenHash(token))).toBe(false);
  });

  it('builds the confirmation e-mail in the visitor language', () => {
    const mail = confirmationMail('anna@example.pl', 'abc', {
      locale: 'en',
      siteUrl: 'https://wakacje.example',
      now: new Date(1000),
    });
    expect(mail).toMatchObject({ name: 'confirmation-1000', kind: 'newsletter_confirmation' });
    expect(mail.mail.subject).toMatch(/confirm your newsletter subscription/);
    expect(mail.mail.text).toContain('https://wakacje.example/potwierdz-newsletter?email=anna%40example.pl&token=abc');
  });
});
