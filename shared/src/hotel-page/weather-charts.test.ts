import { describe, expect, it } from 'vitest';
import { byMonth, EMPTY_SERIES, weatherData } from './weather.fixture.ts';
import { WEATHER_MONTHS, weatherCharts } from './weather-charts.ts';

const kinds = (weather: Parameters<typeof weatherCharts>[0]) => weatherCharts(weather).map((chart) => chart.kind);

describe('the weather charts of the hotel page (spec §2, §3)', () => {
  it('lists the months January to December', () => {
    expect(WEATHER_MONTHS).toEqual([
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ]);
  });

  it('shows every chart, in order, when every series has data', () => {
    expect(weatherCharts(weatherData())).toEqual([
      { kind: 'temperature', series: ['day', 'night'] },
      { kind: 'water' },
      { kind: 'sunshine' },
      { kind: 'rain' },
    ]);
  });

  it('WEATHER-01: draws day and night in one temperature chart when both series have data', () => {
    expect(weatherCharts(weatherData())[0]).toEqual({ kind: 'temperature', series: ['day', 'night'] });
  });

  it('WEATHER-01: a single month is enough for a series to count as having data', () => {
    const weather = weatherData({ temperatures: { night: byMonth([null, null, null, null, null, null, 18]) } });
    expect(weatherCharts(weather)[0]).toEqual({ kind: 'temperature', series: ['day', 'night'] });
  });

  it('WEATHER-02: draws a day-only temperature chart when the night series is all null', () => {
    const weather = weatherData({ temperatures: { night: EMPTY_SERIES } });
    expect(weatherCharts(weather)[0]).toEqual({ kind: 'temperature', series: ['day'] });
  });

  it('OPEN-33: draws no temperature chart when only the night series has data', () => {
    const weather = weatherData({ temperatures: { day: EMPTY_SERIES } });
    expect(kinds(weather)).toEqual(['water', 'sunshine', 'rain']);
  });

  it('WEATHER-03: draws the water-temperature chart only when the water series has data', () => {
    expect(kinds(weatherData())).toContain('water');
    expect(kinds(weatherData({ temperatures: { water: EMPTY_SERIES } }))).toEqual(['temperature', 'sunshine', 'rain']);
  });

  it('WEATHER-04: draws the sunshine-hours chart only when sunshine_hours has data', () => {
    expect(kinds(weatherData())).toContain('sunshine');
    expect(kinds(weatherData({ sunshine_hours: EMPTY_SERIES }))).toEqual(['temperature', 'water', 'rain']);
  });

  it('WEATHER-05: draws the rainy-days chart only when rain_days has data', () => {
    expect(kinds(weatherData())).toContain('rain');
    expect(kinds(weatherData({ rain_days: EMPTY_SERIES }))).toEqual(['temperature', 'water', 'sunshine']);
  });

  it('WEATHER-05: a month with zero rainy days is data, not a missing value', () => {
    expect(kinds(weatherData({ rain_days: byMonth([0]) }))).toContain('rain');
  });

  it('WEATHER-06: treats weather whose twelve months are null in every series as empty: no charts', () => {
    const empty = weatherData({
      temperatures: { day: EMPTY_SERIES, night: EMPTY_SERIES, water: EMPTY_SERIES },
      sunshine_hours: EMPTY_SERIES,
      rain_days: EMPTY_SERIES,
    });
    expect(weatherCharts(empty)).toEqual([]);
  });

  it('WEATHER-06: no weather at all gives no charts', () => {
    expect(weatherCharts(null)).toEqual([]);
  });
});
