/**
 * The hotel page's weather tab (spec §2, §3). pl is the reference; en and de are typed against it,
 * so a missing key does not compile. The spec gives no wording for this tab.
 * Units follow a non-breaking space, so a value never wraps away from its unit; rainy days take
 * the language's plural forms (Polish: 1 dzień, 3 dni, 5 dni, 5,5 dnia).
 */
export const hotelWeatherPl = {
  'hotel.weather.none': 'Nie mamy danych klimatycznych dla tego miejsca.',
  'hotel.weather.heading.temperature': 'Temperatura powietrza (°C)',
  'hotel.weather.heading.water': 'Temperatura wody (°C)',
  'hotel.weather.heading.sunshine': 'Nasłonecznienie (godziny dziennie)',
  'hotel.weather.heading.rain': 'Dni deszczowe w miesiącu',
  'hotel.weather.series.day': 'W dzień',
  'hotel.weather.series.night': 'W nocy',
  'hotel.weather.series.water': 'Woda',
  'hotel.weather.series.sunshine': 'Godziny słońca',
  'hotel.weather.series.rain': 'Dni deszczowe',
  'hotel.weather.month': 'Miesiąc',
  'hotel.weather.show_table': 'Pokaż dane w tabeli',
  'hotel.weather.no_value': 'brak danych',
  'hotel.weather.celsius': '{value, number}\u00a0°C',
  'hotel.weather.hours': '{value, number}\u00a0godz.',
  'hotel.weather.days': '{value, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
} satisfies Record<string, string>;

type Keys = keyof typeof hotelWeatherPl;

export const hotelWeatherEn: Record<Keys, string> = {
  'hotel.weather.none': 'We have no climate data for this place.',
  'hotel.weather.heading.temperature': 'Air temperature (°C)',
  'hotel.weather.heading.water': 'Water temperature (°C)',
  'hotel.weather.heading.sunshine': 'Sunshine (hours per day)',
  'hotel.weather.heading.rain': 'Rainy days per month',
  'hotel.weather.series.day': 'Day',
  'hotel.weather.series.night': 'Night',
  'hotel.weather.series.water': 'Water',
  'hotel.weather.series.sunshine': 'Sunshine hours',
  'hotel.weather.series.rain': 'Rainy days',
  'hotel.weather.month': 'Month',
  'hotel.weather.show_table': 'Show the data as a table',
  'hotel.weather.no_value': 'no data',
  'hotel.weather.celsius': '{value, number}\u00a0°C',
  'hotel.weather.hours': '{value, number}\u00a0h',
  'hotel.weather.days': '{value, plural, one {# day} other {# days}}',
};

export const hotelWeatherDe: Record<Keys, string> = {
  'hotel.weather.none': 'Für diesen Ort liegen uns keine Klimadaten vor.',
  'hotel.weather.heading.temperature': 'Lufttemperatur (°C)',
  'hotel.weather.heading.water': 'Wassertemperatur (°C)',
  'hotel.weather.heading.sunshine': 'Sonnenstunden pro Tag',
  'hotel.weather.heading.rain': 'Regentage pro Monat',
  'hotel.weather.series.day': 'Tagsüber',
  'hotel.weather.series.night': 'Nachts',
  'hotel.weather.series.water': 'Wasser',
  'hotel.weather.series.sunshine': 'Sonnenstunden',
  'hotel.weather.series.rain': 'Regentage',
  'hotel.weather.month': 'Monat',
  'hotel.weather.show_table': 'Daten als Tabelle anzeigen',
  'hotel.weather.no_value': 'keine Angabe',
  'hotel.weather.celsius': '{value, number}\u00a0°C',
  'hotel.weather.hours': '{value, number}\u00a0Std.',
  'hotel.weather.days': '{value, plural, one {# Tag} other {# Tage}}',
};
