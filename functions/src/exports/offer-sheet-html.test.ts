import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@app/shared/locale';
import type { OfferSheetParty } from '@app/shared/offer-sheet';
import type { OfferSummary } from '@app/shared/offers';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from '../lib/pdf/qr-code.ts';
import { offerSheetHtml, SHEET_STYLE_HASH } from './offer-sheet-html.ts';
import { offerPageUrl } from './offer-page-url.ts';
import { offerSheet, type OfferSheet } from './offer-sheet.ts';
import {
  HOTEL_ONLY_OFFER,
  ONE_WAY_FLIGHT_OFFER,
  PRINTED_AT,
  SHEET_HOTEL,
  SHEET_OFFER,
  SHEET_OFFER_HOTEL,
  SITE_URL,
} from './sheet-fixtures.ts';

function sheetOf(
  options: { offer?: OfferSummary; locale?: Locale; party?: OfferSheetParty; withHotel?: boolean } = {},
): OfferSheet {
  const offer = options.offer ?? SHEET_OFFER;
  return offerSheet({
    offer,
    hotel: options.withHotel === false || !offer.hotel ? undefined : SHEET_HOTEL,
    party: options.party ?? {},
    locale: options.locale ?? 'pl',
    now: PRINTED_AT,
    offerUrl: offerPageUrl(SITE_URL, offer),
    siteUrl: SITE_URL,
  });
}

const QR = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

/** Intl writes money with no-break spaces (`1 720 zł`); the assertions are written with plain ones. */
const plain = <T extends string | undefined>(text: T): T => text?.replace(/[\u00a0\u202f]/g, ' ') as T;

function htmlOf(sheet: OfferSheet, photo: { src: string | undefined } = { src: '/media/img/beach.jpg' }): string {
  return offerSheetHtml(sheet, { photoSrc: photo.src, qrDataUrl: QR });
}

/** The page's text as a reader sees it: tags dropped, entities decoded, spaces of any width as one. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the printed offer sheet (PRINT-01..04)', () => {
  it('shows the hotel, its place, the departure, dates and days, board, room, operator and transfer in Polish', () => {
    const text = visibleText(htmlOf(sheetOf()));
    for (const expected of [
      'Hotel Sol Palma',
      'Hurghada, Egipt',
      'Wylot z Katowice (KTW)',
      'Termin 10.07.2027 – 17.07.2027 (8 dni)',
      'Wyżywienie All inclusive',
      'Pokój Pokój dwuosobowy',
      'Organizator FTI Touristik',
      'Transfer w cenie',
      'Dostępność: dostępna (stan na 12.03.2027 14:05)',
      'Wydrukowano: 12.03.2027 14:05',
      'Wakacje z Niemiec',
      'pon.–pt. 9:00–17:00, sobota nieczynne',
    ])
      expect(text, expected).toContain(expected);
  });

  it('shows the price per person in PLN first, then EUR, for Polish and English readers (PRINT-04, D13)', () => {
    const pl = sheetOf().price;
    expect([pl.label, pl.lead, pl.second].map(plain)).toEqual(['Cena za osobę', '1 720 zł', '400 €']);
    expect(visibleText(htmlOf(sheetOf({ locale: 'en' })))).toMatch(/Price per person PLN\s1,720 €400/);
  });

  it('keeps PLN on the sheet in every language, after EUR in German (PRINT-04, D13)', () => {
    const pln: Record<Locale, string> = { pl: '1 720 zł', en: 'PLN 1,720', de: '1.720 PLN' };
    for (const locale of LOCALES) expect(visibleText(htmlOf(sheetOf({ locale }))), locale).toContain(pln[locale]);
    const de = sheetOf({ locale: 'de' }).price;
    expect([de.label, de.lead, de.second].map(plain)).toEqual(['Preis pro Person', '400 €', '1.720 PLN']);
  });

  it('prints the flights the shared rules choose: the one landing at the destination and the one leaving it (spec §4)', () => {
    const { flights, flightsNote } = sheetOf();
    expect(flights).toEqual([
      { label: 'Wylot', value: 'FRA – Hurghada (HRG), Lot DE 1234, Condor, 10.07.2027 09:30 – 14:45' },
      { label: 'Powrót', value: 'Hurghada (HRG) – FRA, Lot DE 1235, Condor, 17.07.2027 15:40 – 19:55' },
    ]);
    expect(flightsNote).toBe('Godziny lotów są lokalne i może je jeszcze zmienić przewoźnik.');
  });

  it('prints a one-way flight once, with its route as the title and no hotel facts', () => {
    const sheet = sheetOf({ offer: ONE_WAY_FLIGHT_OFFER, locale: 'en' });
    expect(sheet.title).toBe('Flight Katowice – Hurghada');
    expect(sheet.flights).toEqual([
      {
        label: 'One-way flight',
        value: 'Katowice (KTW) – Hurghada (HRG), Flight X3 4410, Condor, 10.07.2027 06:00 – 10:15',
      },
    ]);
    expect(sheet.facts.map((fact) => fact.label)).toEqual(['Departure from', 'Dates', 'Tour operator']);
    expect(sheet.photo).toBeUndefined();
    expect(sheet.offerUrl).toBe(
      `${SITE_URL}/offers?offer_type=C1&departure_airports=KTW&departure_date=${Date.parse('2027-07-10T12:00:00Z') / 1000}`,
    );
  });

  it('says "dojazd własny" for a hotel-only offer and prints no flights', () => {
    const sheet = sheetOf({ offer: HOTEL_ONLY_OFFER });
    expect(sheet.facts[0]).toEqual({ label: 'Wylot z', value: 'dojazd własny' });
    expect(sheet.facts).toContainEqual({ label: 'Transfer', value: 'we własnym zakresie' });
    expect(sheet.flights).toEqual([]);
    expect(htmlOf(sheet)).not.toContain('class="flights"');
  });

  it('adds the adults-only total for the party searched for, and says children are priced at booking', () => {
    expect(sheetOf().price.party).toBeUndefined();
    const two = sheetOf({ party: { adults_number: 2 } }).price;
    // 1719.60 zł is printed as 1 720 zł; twice that is what the reader can check: 3 440 zł.
    expect(plain(two.party)).toBe('Razem za 2 osoby dorosłe: 3 440 zł (800 €)');
    expect(two.childrenNote).toBeUndefined();
    const withChildren = sheetOf({ party: { adults_number: 1, children_ages: [4, 9] } }).price;
    expect(plain(withChildren.party)).toBe('Razem za 1 osobę dorosłą: 1 720 zł (400 €)');
    expect(withChildren.childrenNote).toBe('Cenę dla dzieci potwierdzimy przy rezerwacji.');
    expect(plain(sheetOf({ party: { adults_number: 5 } }).price.party)).toMatch(/^Razem za 5 osób dorosłych: 8 600 zł/);
    expect(plain(sheetOf({ locale: 'de', party: { adults_number: 1 } }).price.party)).toBe(
      'Gesamt für 1 Erwachsenen: 400 € (1.720 PLN)',
    );
    const english = sheetOf({ locale: 'en', party: { children_ages: [7] } }).price;
    expect(plain(english.party)).toBe('Total for 2 adults: PLN 1,720'.replace('1,720', '3,440') + ' (€800)');
    expect(english.childrenNote).toBe('We confirm the price for children when you book.');
  });

  it('escapes a hostile hotel name everywhere it appears: title, heading and the photo alt text', () => {
    const hostile = `<script>alert(1)</script>"><img src=x onerror=alert(1)>`;
    const offer = { ...SHEET_OFFER, hotel: { ...SHEET_OFFER_HOTEL, name: hostile } };
    const html = offerSheetHtml(sheetOf({ offer, withHotel: false }), {
      photoSrc: '/media/img/a.jpg"><script>alert(2)</script>',
      qrDataUrl: QR,
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(visibleText(html)).toContain(hostile);
  });

  it('encodes the offer page in the QR code and prints its URL under it (PRINT-02, OPEN-39)', async () => {
    const sheet = sheetOf();
    expect(sheet.offerUrl).toBe(
      `${SITE_URL}/hotel/hotel-sol-palma?id=H77&offer_type=A&offer=3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d`,
    );
    const qrDataUrl = await qrCodeDataUrl(sheet.offerUrl);
    const html = offerSheetHtml(sheet, { photoSrc: undefined, qrDataUrl });
    expect(html).toContain(`<img class="qr" src="${qrDataUrl}"`);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(visibleText(html)).toContain(sheet.offerUrl);
  });

  it('shows the hotel first photo with its size, and none when it is missing', () => {
    expect(sheetOf().photo).toEqual({ url: '/media/img/beach.jpg', width: 1200, height: 800 });
    // Without show_hotel, the offer's own first photo.
    expect(sheetOf({ withHotel: false }).photo).toEqual({ url: '/media/img/offer-card.jpg' });
    expect(htmlOf(sheetOf())).toContain(
      '<img class="photo" src="/media/img/beach.jpg" alt="Hotel Sol Palma" width="1200" height="800">',
    );
    expect(htmlOf(sheetOf(), { src: undefined })).not.toContain('class="photo"');
  });

  it('draws the category as stars, a half star included, without relying on a font glyph', () => {
    const html = htmlOf(sheetOf());
    const stars = /<span class="stars" role="img" aria-label="4,5\/5">(.*?)<\/span>/.exec(html)?.[1] ?? '';
    expect(stars.match(/<svg/g)).toHaveLength(5);
    expect(html).not.toContain('★');
  });

  it('has no script and one stylesheet whose hash the HTML route allows (CSP)', () => {
    const html = htmlOf(sheetOf());
    expect(html).not.toMatch(/<script|\son\w+=|style="/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(`'sha256-${createHash('sha256').update(style).digest('base64')}'`).toBe(SHEET_STYLE_HASH);
    expect(style).toContain('@page { size: A4');
  });

  it('names the PDF file after the hotel and the departure date, in ASCII', () => {
    expect(sheetOf().fileName).toBe('oferta-hotel-sol-palma-2027-07-10.pdf');
    const polish = { ...SHEET_OFFER, hotel: { ...SHEET_OFFER_HOTEL, name: 'Żółta Łódź "Resort"' } };
    expect(sheetOf({ offer: polish, withHotel: false }).fileName).toBe('oferta-zolta-lodz-resort-2027-07-10.pdf');
  });

  it('writes the words of each language', () => {
    const labels = (locale: Locale) => sheetOf({ locale }).facts.map((fact) => fact.label);
    expect(labels('pl')).toEqual(['Wylot z', 'Termin', 'Wyżywienie', 'Pokój', 'Organizator', 'Transfer']);
    expect(labels('en')).toEqual(['Departure from', 'Dates', 'Board', 'Room', 'Tour operator', 'Transfer']);
    expect(labels('de')).toEqual([
      'Abflug ab',
      'Reisezeitraum',
      'Verpflegung',
      'Zimmer',
      'Reiseveranstalter',
      'Transfer',
    ]);
    expect(htmlOf(sheetOf({ locale: 'de' }))).toContain('<html lang="de">');
  });
});
