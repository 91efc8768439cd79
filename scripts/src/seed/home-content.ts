import type { StoredCategoryInfobox, StoredHeadline, StoredHomeTile } from '@app/functions/content/content-table';
import { EXOTIC_TAB_REGION_IDS, NO_PASSPORT_TAB_REGION_IDS } from '../feed/reference/regions.ts';

/**
 * Home-page content (spec §2, §3) in pl, en and de: headlines, category infoboxes and the five
 * category tiles. Pictures are flat SVG illustrations served by the site itself
 * (`frontend/public/pictures/home/`); being vector images, the thumbnail and the retina thumbnail
 * are the same file.
 */
const picture = (name: string) => ({
  thumb: { url: `/pictures/home/${name}.svg` },
  retina_thumb: { url: `/pictures/home/${name}.svg` },
});

/** A prepared search on the offers page; commas stay readable, as in the links of spec §9. */
export function offersUrl(params: Readonly<Record<string, string | readonly number[]>>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? encodeURIComponent(value) : value.join(',')}`)
    .join('&');
  return query ? `/offers?${query}` : '/offers';
}

export const HEADLINES: StoredHeadline[] = [
  {
    entity: 'Headline',
    position: 1,
    key: 'german-operators',
    is_main: true,
    url: offersUrl({}),
    intro: {
      pl: 'Ponad 860 tys. ofert od 37 touroperatorów',
      en: 'More than 860,000 offers from 37 tour operators',
      de: 'Über 860.000 Angebote von 37 Reiseveranstaltern',
    },
    main_header: {
      pl: 'Wakacje z Niemiec nawet o 40% taniej',
      en: 'Holidays from Germany up to 40% cheaper',
      de: 'Urlaub aus Deutschland bis zu 40% günstiger',
    },
    sub_header: {
      pl: 'Wylot z Polski lub z Niemiec, rezerwacja i opieka po polsku',
      en: 'Fly from Poland or Germany, book and get support in Polish',
      de: 'Abflug ab Polen oder Deutschland, Buchung und Betreuung auf Polnisch',
    },
  },
  {
    entity: 'Headline',
    position: 2,
    key: 'all-inclusive',
    is_main: false,
    url: offersUrl({ boards: [12] }),
    intro: { pl: 'All inclusive', en: 'All inclusive', de: 'All inclusive' },
    main_header: {
      pl: 'Turcja i Egipt all inclusive od 1\u00a0999\u00a0zł',
      en: 'Turkey and Egypt all inclusive from PLN 1,999',
      de: 'Türkei und Ägypten all inclusive ab 1.999 PLN',
    },
    sub_header: {
      pl: 'Hotele z aquaparkiem, animacjami i pełnym wyżywieniem',
      en: 'Hotels with water parks, entertainment and all meals included',
      de: 'Hotels mit Aquapark, Animation und Vollverpflegung',
    },
  },
  {
    entity: 'Headline',
    position: 3,
    key: 'caribbean',
    is_main: false,
    url: offersUrl({ regions: EXOTIC_TAB_REGION_IDS }),
    intro: { pl: 'Egzotyka zimą', en: 'Exotic winter', de: 'Exotik im Winter' },
    main_header: {
      pl: 'Słońce Karaibów – Dominikana i Kuba',
      en: 'Caribbean sun – Dominican Republic and Cuba',
      de: 'Karibische Sonne – Dominikanische Republik und Kuba',
    },
    sub_header: {
      pl: 'Loty z Frankfurtu i Berlina, 14 nocy przy białej plaży',
      en: 'Flights from Frankfurt and Berlin, 14 nights by a white beach',
      de: 'Flüge ab Frankfurt und Berlin, 14 Nächte am weißen Strand',
    },
  },
  {
    entity: 'Headline',
    position: 4,
    key: 'families',
    is_main: false,
    url: offersUrl({ children_ages: '7' }),
    intro: { pl: 'Wakacje z dziećmi', en: 'Family holidays', de: 'Familienurlaub' },
    main_header: {
      pl: 'Rodzinne wakacje bez stresu',
      en: 'Stress-free family holidays',
      de: 'Entspannter Urlaub mit der ganzen Familie',
    },
    sub_header: {
      pl: 'Hotele z klubem dla dzieci, płytkim basenem i pokojami rodzinnymi',
      en: 'Hotels with kids’ clubs, paddling pools and family rooms',
      de: 'Hotels mit Kinderclub, Planschbecken und Familienzimmern',
    },
  },
];

export const CATEGORY_INFOBOXES: StoredCategoryInfobox[] = [
  {
    entity: 'CategoryInfobox',
    position: 1,
    active: true,
    title: { pl: 'All inclusive', en: 'All inclusive', de: 'All inclusive' },
    description: {
      pl: 'Posiłki, napoje i przekąski przez cały dzień w cenie. Wybierz hotel z basenem i animacjami, a portfel zostaw w sejfie.',
      en: 'Meals, drinks and snacks all day long are included. Pick a hotel with a pool and entertainment and leave your wallet in the safe.',
      de: 'Mahlzeiten, Getränke und Snacks den ganzen Tag inklusive. Wählen Sie ein Hotel mit Pool und Animation und lassen Sie die Geldbörse im Safe.',
    },
    short_url: offersUrl({ boards: [12] }),
    picture: picture('all-inclusive'),
  },
  {
    entity: 'CategoryInfobox',
    position: 2,
    active: true,
    title: { pl: 'Turcja', en: 'Turkey', de: 'Türkei' },
    description: {
      pl: 'Riwiera Turecka to ciepłe morze od maja do października, szerokie plaże i hotele, w których dzieci nie chcą wracać do domu.',
      en: 'The Turkish Riviera means a warm sea from May to October, wide beaches and hotels children never want to leave.',
      de: 'Die Türkische Riviera bietet warmes Meer von Mai bis Oktober, breite Strände und Hotels, die Kinder nicht mehr verlassen wollen.',
    },
    short_url: '/wakacje/turcja',
    picture: picture('turcja'),
  },
  {
    entity: 'CategoryInfobox',
    position: 3,
    active: true,
    title: { pl: 'Grecja i wyspy', en: 'Greece and its islands', de: 'Griechenland und Inseln' },
    description: {
      pl: 'Kreta, Rodos, Kos czy Korfu – białe miasteczka, tawerny nad wodą i krótki lot. Do Grecji wystarczy dowód osobisty.',
      en: 'Crete, Rhodes, Kos or Corfu – white villages, tavernas by the water and a short flight. An ID card is all you need.',
      de: 'Kreta, Rhodos, Kos oder Korfu – weiße Dörfer, Tavernen am Wasser und ein kurzer Flug. Der Personalausweis genügt.',
    },
    short_url: '/wakacje/grecja',
    picture: picture('grecja'),
  },
  {
    entity: 'CategoryInfobox',
    position: 4,
    active: true,
    title: { pl: 'Hiszpania', en: 'Spain', de: 'Spanien' },
    description: {
      pl: 'Costa Brava, Andaluzja, Majorka i Wyspy Kanaryjskie – słońce przez cały rok i najwięcej wylotów z niemieckich lotnisk.',
      en: 'Costa Brava, Andalusia, Majorca and the Canary Islands – sunshine all year round and the most flights from German airports.',
      de: 'Costa Brava, Andalusien, Mallorca und die Kanaren – Sonne das ganze Jahr und die meisten Flüge ab deutschen Flughäfen.',
    },
    short_url: '/wakacje/hiszpania',
    picture: picture('hiszpania'),
  },
  {
    entity: 'CategoryInfobox',
    position: 5,
    active: true,
    title: { pl: 'Karaiby', en: 'The Caribbean', de: 'Karibik' },
    description: {
      pl: 'Dominikana i Kuba to rajskie plaże, palmy i ciepłe morze wtedy, gdy w Polsce pada śnieg. Sprawdź, jakich dokumentów potrzebujesz.',
      en: 'The Dominican Republic and Cuba offer dream beaches, palm trees and a warm sea while it snows at home. Check which documents you need.',
      de: 'Dominikanische Republik und Kuba: Traumstrände, Palmen und warmes Meer, wenn es zu Hause schneit. Prüfen Sie die nötigen Dokumente.',
    },
    short_url: '/wakacje/dominikana',
    picture: picture('karaiby'),
  },
  {
    entity: 'CategoryInfobox',
    position: 6,
    active: true,
    title: { pl: 'Tylko hotele', en: 'Hotels only', de: 'Nur Hotel' },
    description: {
      pl: 'Dojeżdżasz samochodem albo masz już bilet? Zarezerwuj sam hotel w cenach niemieckich touroperatorów.',
      en: 'Travelling by car or already have a ticket? Book just the hotel at German tour operator prices.',
      de: 'Sie reisen mit dem Auto oder haben schon ein Ticket? Buchen Sie nur das Hotel zu Preisen deutscher Veranstalter.',
    },
    short_url: '/tylko-hotele',
    picture: picture('tylko-hotele'),
  },
];

/** The five tiles of spec §2 with the searches of the matching special-offer tabs (spec §9). */
export const HOME_TILES: StoredHomeTile[] = [
  {
    entity: 'HomeTile',
    position: 1,
    key: 'recommended',
    title: { pl: 'Polecane przez specjalistów', en: 'Recommended by our specialists', de: 'Von Experten empfohlen' },
    // Our specialists' picks: well-rated hotels of four stars and more, best rated first.
    url: offersUrl({ rating_min: '4', sort: 'rating' }),
    picture: picture('polecane'),
  },
  {
    entity: 'HomeTile',
    position: 2,
    key: 'from_germany',
    title: { pl: 'Wyloty z Niemiec', en: 'Flights from Germany', de: 'Abflug ab Deutschland' },
    url: offersUrl({ departure_airports: 'ALL_GER', operators: 'ALL_GER' }),
    picture: picture('z-niemiec'),
  },
  {
    entity: 'HomeTile',
    position: 3,
    key: 'exotic',
    title: { pl: 'Egzotyka', en: 'Exotic destinations', de: 'Exotische Ziele' },
    url: offersUrl({ regions: EXOTIC_TAB_REGION_IDS }),
    picture: picture('egzotyka'),
  },
  {
    entity: 'HomeTile',
    position: 4,
    key: 'with_children',
    title: { pl: 'Wakacje z dziećmi', en: 'Holidays with children', de: 'Urlaub mit Kindern' },
    url: offersUrl({ children_ages: '7' }),
    picture: picture('z-dziecmi'),
  },
  {
    entity: 'HomeTile',
    position: 5,
    key: 'no_passport',
    title: { pl: 'Bez paszportu', en: 'No passport needed', de: 'Ohne Reisepass' },
    url: offersUrl({ regions: NO_PASSPORT_TAB_REGION_IDS }),
    picture: picture('bez-paszportu'),
  },
];
