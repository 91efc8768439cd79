/**
 * The hotel page's price calendar (issue 14). pl is the reference; en and de are typed against it,
 * so a missing key does not compile. The spec gives no wording for the calendar.
 * A cell's label repeats its visible texts (price, cheapest mark) so a spoken name matches what is
 * seen (WCAG 2.5.3); lengths take the language's plural forms (Polish: 1 dzień, 3 dni, 5 dni).
 */
export const priceCalendarPl = {
  'hotel.calendar.caption': 'Kalendarz cen: najniższa cena za osobę według daty wylotu i długości pobytu',
  'hotel.calendar.departure': 'Wylot',
  'hotel.calendar.days': '{days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'hotel.calendar.date': '{weekday} {date}',
  'hotel.calendar.cell':
    'Wylot {date}, {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}, od {price} za osobę{cheapest, select, yes {, najtaniej} other {}}, {count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',
  'hotel.calendar.price_both': '{primary} ({secondary})',
  'hotel.calendar.cheapest': 'najtaniej',
  'hotel.calendar.empty': 'brak terminu',
  'hotel.calendar.none': 'Nie ma wolnych terminów do pokazania w kalendarzu.',
  'hotel.calendar.legend': 'Kolory cen:',
  'hotel.calendar.legend.min': 'najtaniej {price}',
  'hotel.calendar.legend.max': 'najdrożej {price}',
  'hotel.calendar.legend.cheapest': 'najniższa cena w kalendarzu',
  'hotel.calendar.omitted.departures':
    'Kalendarz pokazuje {count, plural, one {# najbliższą datę} few {# najbliższe daty} many {# najbliższych dat} other {# najbliższej daty}} wylotu; pozostałe terminy są na liście.',
  'hotel.calendar.omitted.lengths':
    'Kalendarz pokazuje {count, plural, one {# najkrótszą długość} few {# najkrótsze długości} many {# najkrótszych długości} other {# najkrótszej długości}} pobytu; pozostałe są na liście.',
} satisfies Record<string, string>;

type Keys = keyof typeof priceCalendarPl;

export const priceCalendarEn: Record<Keys, string> = {
  'hotel.calendar.caption': 'Price calendar: lowest price per person by departure date and length of stay',
  'hotel.calendar.departure': 'Departure',
  'hotel.calendar.days': '{days, plural, one {# day} other {# days}}',
  'hotel.calendar.date': '{weekday} {date}',
  'hotel.calendar.cell':
    'Departure {date}, {days, plural, one {# day} other {# days}}, from {price} per person{cheapest, select, yes {, cheapest} other {}}, {count, plural, one {# offer} other {# offers}}',
  'hotel.calendar.price_both': '{primary} ({secondary})',
  'hotel.calendar.cheapest': 'cheapest',
  'hotel.calendar.empty': 'no departure',
  'hotel.calendar.none': 'There are no available dates to show in the calendar.',
  'hotel.calendar.legend': 'Price colours:',
  'hotel.calendar.legend.min': 'cheapest {price}',
  'hotel.calendar.legend.max': 'dearest {price}',
  'hotel.calendar.legend.cheapest': 'lowest price in the calendar',
  'hotel.calendar.omitted.departures':
    'The calendar shows the {count, plural, one {# earliest departure date} other {# earliest departure dates}}; the list has the rest.',
  'hotel.calendar.omitted.lengths':
    'The calendar shows the {count, plural, one {# shortest length of stay} other {# shortest lengths of stay}}; the list has the rest.',
};

export const priceCalendarDe: Record<Keys, string> = {
  'hotel.calendar.caption': 'Preiskalender: günstigster Preis pro Person nach Abflugdatum und Reisedauer',
  'hotel.calendar.departure': 'Abflug',
  'hotel.calendar.days': '{days, plural, one {# Tag} other {# Tage}}',
  'hotel.calendar.date': '{weekday} {date}',
  'hotel.calendar.cell':
    'Abflug {date}, {days, plural, one {# Tag} other {# Tage}}, ab {price} pro Person{cheapest, select, yes {, Bestpreis} other {}}, {count, plural, one {# Angebot} other {# Angebote}}',
  'hotel.calendar.price_both': '{primary} ({secondary})',
  'hotel.calendar.cheapest': 'Bestpreis',
  'hotel.calendar.empty': 'kein Termin',
  'hotel.calendar.none': 'Es gibt keine freien Termine für den Kalender.',
  'hotel.calendar.legend': 'Preisfarben:',
  'hotel.calendar.legend.min': 'am günstigsten {price}',
  'hotel.calendar.legend.max': 'am teuersten {price}',
  'hotel.calendar.legend.cheapest': 'niedrigster Preis im Kalender',
  'hotel.calendar.omitted.departures':
    'Der Kalender zeigt {count, plural, one {den # frühesten Abflugtermin} other {die # frühesten Abflugtermine}}; alle weiteren stehen in der Liste.',
  'hotel.calendar.omitted.lengths':
    'Der Kalender zeigt {count, plural, one {die # kürzeste Reisedauer} other {die # kürzesten Reisedauern}}; alle weiteren stehen in der Liste.',
};
