import { describe, expect, it } from 'vitest';
import { HOTEL_OFFER, ONE_WAY_FLIGHT } from '../lib/mail/templates/test-fixtures.ts';
import { offerPageUrl, ownSiteLink } from './site-links.ts';

const SITE = 'https://wakacje.example';

describe('links in enquiry e-mails', () => {
  it('keeps a visitor link only when it points into our own site', () => {
    expect(ownSiteLink('https://wakacje.example/hotel/aurora?id=H1', SITE)).toBe(
      'https://wakacje.example/hotel/aurora?id=H1',
    );
    expect(ownSiteLink('https://evil.example/wakacje.example', SITE)).toBeUndefined();
    expect(ownSiteLink('https://wakacje.example.evil.example/', SITE)).toBeUndefined();
    expect(ownSiteLink('https://wakacje.example@evil.example/', SITE)).toBeUndefined();
    expect(ownSiteLink('http://wakacje.example/', SITE)).toBeUndefined();
    expect(ownSiteLink('javascript:alert(1)', SITE)).toBeUndefined();
  });

  it('links a hotel offer to its hotel page on the offer dates, airport and operator', () => {
    const url = new URL(offerPageUrl(SITE, HOTEL_OFFER));
    expect(url.origin + url.pathname).toBe('https://wakacje.example/hotel/hotel-aurora-beach');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'H123',
      offer_type: 'A',
      departure_date: String(Date.parse('2025-07-01T12:00:00Z') / 1000),
      return_date: String(Date.parse('2025-07-08T12:00:00Z') / 1000),
      departure_airports: 'BER',
      operator_code: 'FTI',
    });
  });

  it('links a flight to the offers list on its route and date (one way: no return)', () => {
    const url = new URL(offerPageUrl(SITE, ONE_WAY_FLIGHT));
    expect(url.pathname).toBe('/offers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offer_type: 'C1',
      departure_airports: 'BER',
      departure_date: String(Date.parse('2025-07-01T12:00:00Z') / 1000),
    });
  });
});
