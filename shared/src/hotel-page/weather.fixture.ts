import { WEATHER_MONTHS, type Weather, type WeatherByMonth } from './weather-charts.ts';

/** A series from its twelve values, January first; null where the feed has no value for the month. */
export function byMonth(values: readonly (number | null)[]): WeatherByMonth {
  return Object.fromEntries(WEATHER_MONTHS.map((month, index) => [month, values[index] ?? null])) as WeatherByMonth;
}

/** A series with no value for any month: what the feed sends when it knows nothing (spec §3). */
export const EMPTY_SERIES: WeatherByMonth = byMonth([]);

/** Majorca-like climate, every series filled; override a series with EMPTY_SERIES to take it away. */
export function weatherData(
  overrides: Partial<Omit<Weather, 'temperatures'>> & { temperatures?: Partial<Weather['temperatures']> } = {},
): Weather {
  return {
    temperatures: {
      day: byMonth([15, 15.5, 17, 19, 23, 27, 30, 30.5, 27, 23, 19, 16]),
      night: byMonth([6, 6, 7.5, 9, 12.5, 16.5, 19, 20, 17.5, 14, 10, 7.5]),
      water: byMonth([14, 13.5, 14, 15, 17.5, 21.5, 24.5, 25.5, 24, 21.5, 18.5, 15.5]),
      ...overrides.temperatures,
    },
    sunshine_hours: overrides.sunshine_hours ?? byMonth([5, 6, 6, 7, 9, 10, 11, 10, 8, 6, 5, 5]),
    rain_days: overrides.rain_days ?? byMonth([6, 5, 5, 5, 3, 2, 1, 2, 4, 6, 6, 7]),
  };
}
