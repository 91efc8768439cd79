import type { AVAILABILITIES } from '../feed.ts';
import type { OfferSummary } from '../offers.ts';
import { allInclusiveBoardIds } from '../offers-list/quick-filters.ts';
import { travelDocumentFor } from '../travel-documents.ts';
import type { HotelDetails } from './hotel-details.ts';

/**
 * The 19 standard additional-information notes of the hotel page's additional_information tab
 * (spec §2, §9; CONST-47). Spec §9 names eight, kept first in its order; the other eleven are the
 * notes Polish and German tour operators print on every offer (OPEN-18 until the business sends its
 * list). Texts live in the front end's catalogue (features/hotel-page/panels/notes-messages.ts); this
 * module only decides which notes a page shows, from data the page has.
 */
export const ADDITIONAL_NOTES = [
  // The eight of spec §9.
  'tourist_tax',
  'visa_costs',
  'transfer',
  'all_inclusive',
  'vaccinations',
  'limited_seats',
  'cruise_route',
  'foreign_ministry_warnings',
  // The eleven of OPEN-18.
  'travel_documents',
  'travel_insurance',
  'flight_times',
  'baggage_allowance',
  'check_in_out',
  'room_allocation',
  'child_pricing',
  'hotel_category',
  'hotel_deposit',
  'seasonal_facilities',
  'power_sockets',
] as const;
export type AdditionalNoteKey = (typeof ADDITIONAL_NOTES)[number];

/** What the notes need to know of the chosen offer (a date with its price on the hotel page). */
export interface NotesOffer {
  /** Whether the airport–hotel transfer is in the price (spec §3 display field). */
  transfer: boolean;
  /** The offer's board, its name in any of the site's languages; null when the feed gives none. */
  board: { id: number; name: string } | null;
  availability: (typeof AVAILABILITIES)[number];
  /** Whether the trip includes flights: packages (A) do, hotel-only stays (S) do not. */
  hasFlights: boolean;
}

/**
 * What the page knows when it decides the notes: the hotel's country (ISO 3166-1 alpha-2, any case)
 * and, once the visitor has chosen a date, that offer. Without an offer only the notes that depend
 * on the country alone apply.
 */
export interface NotesContext {
  countryCode: string;
  offer?: NotesOffer;
}

/** The context of a hotel page: the hotel's country and the offer (date) chosen on it, if any. */
export function notesContextFor(hotel: Pick<HotelDetails, 'country_code'>, offer?: OfferSummary): NotesContext {
  if (!offer) return { countryCode: hotel.country_code };
  return {
    countryCode: hotel.country_code,
    offer: {
      transfer: offer.transfer,
      board: offer.board,
      availability: offer.availability,
      // The feed requires flights of every offer type but hotel-only (S); a listed flight counts too.
      hasFlights: offer.offer_type !== 'S' || offer.flights.length > 0,
    },
  };
}

/**
 * Countries of the destination tree where resorts charge a per-night tax at the hotel, outside the
 * operator's price. Decided per country, since the page knows no finer place whose local law it
 * could look up; the note's text therefore says "in many towns".
 * Left out: Turkey (its 2 % accommodation tax is in the room price), Bulgaria and Albania (hotels
 * include theirs), Cyprus and Egypt (none on the stay), the Maldives (green tax in package prices).
 */
const TOURIST_TAX_COUNTRIES: ReadonlySet<string> = new Set([
  'IT', // imposta di soggiorno of the municipalities
  'ES', // Balearic ITS and Catalan IEET, collected by the hotel
  'PT', // taxa turística of Lisbon, Porto, Madeira and the Algarve towns
  'GR', // climate resilience fee per room and night
  'HR', // boravišna pristojba
  'ME', // boravišna taksa
  'MT', // eco contribution
  'TN', // taxe de séjour per person and night
  'MA', // taxe de séjour and taxe de promotion touristique
  'CV', // taxa turística per person and night
  'AE', // Tourism Dirham per room and night
  'MX', // Quintana Roo lodging and environmental fees
  'TZ', // Zanzibar infrastructure tax per person and night
]);

/**
 * Countries of the destination tree that Polish and German citizens enter only with a paid visa or
 * electronic authorisation, which package prices do not include: Egypt (visa on arrival), Jordan (visa on
 * arrival), Tanzania (e-visa or on arrival), Cuba (tourist card), Sri Lanka (ETA before departure).
 * Not here: Turkey, Thailand, the Emirates, Oman, Mexico, Jamaica, Mauritius (visa-free for both),
 * the Maldives (free visa on arrival), the Dominican Republic (tourist card in the air fare).
 */
const VISA_COST_COUNTRIES: ReadonlySet<string> = new Set(['EG', 'JO', 'TZ', 'CU', 'LK']);

/**
 * Tropical destinations of the tree, where travel clinics advise vaccinations beyond the routine
 * ones (hepatitis A, typhoid) and mosquito protection; some ask for a yellow-fever certificate from
 * travellers coming from endemic areas. Mediterranean, North African and Gulf countries are not.
 */
const TROPICAL_COUNTRIES: ReadonlySet<string> = new Set(['DO', 'CU', 'MX', 'JM', 'TH', 'LK', 'MV', 'TZ', 'MU', 'CV']);

/**
 * Countries with a marked off-season (Mediterranean, Black Sea, Atlantic coast, North Africa, the
 * Red Sea and Aqaba in winter): resort hotels open outdoor pools unheated and run bars, slides and
 * entertainment only in the main season. The tropics and the Gulf have one all year.
 */
const SEASONAL_COUNTRIES: ReadonlySet<string> = new Set('TR GR ES BG HR IT CY TN MA PT ME AL MT EG JO'.split(' '));

/**
 * Power sockets: Poland (E) and Germany (F) use plugs that fit the C/E/F sockets of continental
 * Europe and North Africa. These countries use British G sockets or other types, at 220–240 V…
 */
const ADAPTER_COUNTRIES: ReadonlySet<string> = new Set('CY MT AE OM JO LK TZ MU MV TH'.split(' '));
/** …and these American A/B sockets at 110–127 V (Cuba partly 220 V), which also needs a word on voltage. */
const LOW_VOLTAGE_COUNTRIES: ReadonlySet<string> = new Set(['DO', 'MX', 'JM', 'CU']);

/** Whether a note applies; the country code is upper case by then. */
type Rule = (context: NotesContext) => boolean;

/** Notes about the trip a visitor books: they need the offer, and apply to every one. */
const withOffer: Rule = ({ offer }) => offer !== undefined;
const flown: Rule = ({ offer }) => offer?.hasFlights === true;
const inCountries =
  (countries: ReadonlySet<string>): Rule =>
  ({ countryCode }) =>
    countries.has(countryCode);

/** One rule per note; the record's type makes a note without a rule a compile error. */
const RULES: Readonly<Record<AdditionalNoteKey, Rule>> = {
  tourist_tax: inCountries(TOURIST_TAX_COUNTRIES),
  visa_costs: inCountries(VISA_COST_COUNTRIES),
  // Included or not, said either way; only for trips that land at an airport, or a stay whose
  // transfer is included all the same.
  transfer: ({ offer }) => offer !== undefined && (offer.hasFlights || offer.transfer),
  // The board rule of the offers list's all-inclusive filter: a name saying "all inclusive".
  all_inclusive: ({ offer }) => !!offer?.board && allInclusiveBoardIds([offer.board]).length > 0,
  vaccinations: inCountries(TROPICAL_COUNTRIES),
  // Package flights are sold from a fixed seat contingent, and an offer on request waits for one of
  // the hotel's few remaining rooms; a booked-out offer has nothing left to limit.
  limited_seats: ({ offer }) =>
    offer !== undefined &&
    offer.availability !== 'NOT_AVAILABLE' &&
    (offer.hasFlights || offer.availability === 'ON_REQUEST'),
  // For cruises only, and nothing in the feed marks one: offer types are A, S, C1 and C2, and no
  // board or facility of the reference data is a cruise. The note waits for the feed to say so.
  cruise_route: () => false,
  // Every hotel is abroad for one of the two markets the site sells to (Poland, Germany), and the
  // destination tree holds neither country.
  foreign_ministry_warnings: () => true,
  // Every destination needs a document: an identity card or a passport (shared/travel-documents.ts).
  travel_documents: () => true,
  travel_insurance: () => true,
  flight_times: flown,
  baggage_allowance: flown,
  // About the hotel itself, whatever the date.
  check_in_out: () => true,
  room_allocation: () => true,
  child_pricing: withOffer,
  hotel_category: () => true,
  hotel_deposit: () => true,
  seasonal_facilities: inCountries(SEASONAL_COUNTRIES),
  power_sockets: ({ countryCode }) => ADAPTER_COUNTRIES.has(countryCode) || LOW_VOLTAGE_COUNTRIES.has(countryCode),
};

/** The notes a hotel page shows, in catalogue order (spec §9, CONST-47). */
export function notesThatApply(context: NotesContext): AdditionalNoteKey[] {
  const upper = { ...context, countryCode: context.countryCode.toUpperCase() };
  return ADDITIONAL_NOTES.filter((key) => RULES[key](upper));
}

/** Notes whose text depends on the trip, and the variants they come in. */
type VariantNote =
  | { key: 'transfer'; variant: 'included' | 'not_included' }
  | { key: 'travel_documents'; variant: 'id_card' | 'passport_months' }
  | { key: 'travel_documents'; variant: 'passport_days'; days: number }
  | { key: 'power_sockets'; variant: 'adapter' | 'adapter_and_voltage' };

/** One note as the page shows it: its key and, for the notes of `VariantNote`, which text. */
export type NoteToShow = VariantNote | { key: Exclude<AdditionalNoteKey, VariantNote['key']> };

/** The notes that apply (`notesThatApply`), each with the variant of its text where it has one. */
export function notesToShow(context: NotesContext): NoteToShow[] {
  return notesThatApply(context).map((key): NoteToShow => {
    switch (key) {
      case 'transfer':
        return { key, variant: context.offer?.transfer ? 'included' : 'not_included' };
      case 'travel_documents': {
        // The document rule has one home; its note text is not used here, so the locale is immaterial.
        const document = travelDocumentFor(context.countryCode, 'pl');
        if (document.document === 'id_card') return { key, variant: 'id_card' };
        return 'days' in document.valid_after_return
          ? { key, variant: 'passport_days', days: document.valid_after_return.days }
          : { key, variant: 'passport_months' };
      }
      case 'power_sockets':
        return {
          key,
          variant: LOW_VOLTAGE_COUNTRIES.has(context.countryCode.toUpperCase()) ? 'adapter_and_voltage' : 'adapter',
        };
      default:
        return { key };
    }
  });
}
