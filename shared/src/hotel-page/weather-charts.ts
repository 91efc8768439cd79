import { MONTHS } from '../feed.ts';
import type { HotelDetails } from './hotel-details.ts';

export type Weather = NonNullable<HotelDetails['weather']>;
/** One series of the weather data: a value or null for each of the twelve months. */
export type WeatherByMonth = Weather['rain_days'];

/** The order in which every weather chart and table lists the months: January to December. */
export const WEATHER_MONTHS = MONTHS;

/** One chart of the weather tab, in the order the tab shows them. */
export type WeatherChart =
  | { readonly kind: 'temperature'; readonly series: readonly ['day', 'night'] | readonly ['day'] }
  | { readonly kind: 'water' }
  | { readonly kind: 'sunshine' }
  | { readonly kind: 'rain' };

/** A series counts only when some month has a value: the feed sends all-null series for "unknown" (spec §3). */
function hasData(series: WeatherByMonth): boolean {
  return WEATHER_MONTHS.some((month) => series[month] !== null);
}

/**
 * Which weather charts the hotel page shows (spec §2): air temperature with day and night when both
 * have data, day alone when only day has; a night series without a day series draws nothing, since
 * a night-only temperature chart is not among the spec's widgets (OPEN-33); then water temperature,
 * sunshine hours and rainy days, each only when it has data. No weather, or weather whose every value
 * is null, gives no charts at all (spec §3).
 */
export function weatherCharts(weather: Weather | null): WeatherChart[] {
  if (weather === null) return [];
  const { day, night, water } = weather.temperatures;
  const charts: WeatherChart[] = [];
  if (hasData(day)) {
    charts.push({ kind: 'temperature', series: hasData(night) ? ['day', 'night'] : ['day'] });
  }
  if (hasData(water)) charts.push({ kind: 'water' });
  if (hasData(weather.sunshine_hours)) charts.push({ kind: 'sunshine' });
  if (hasData(weather.rain_days)) charts.push({ kind: 'rain' });
  return charts;
}
