import { Component, lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import {
  WEATHER_MONTHS,
  weatherCharts,
  type Weather,
  type WeatherByMonth,
  type WeatherChart as ChartChoice,
} from '@app/shared/hotel-page/weather-charts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { WeatherChartData, WeatherChartSeries } from './weather-chart-option.ts';
import './panels.css';
import './weather.css';

// ECharts is downloaded only when this tab first draws a chart, not with the hotel page.
const WeatherChart = lazy(() => import('./weather-chart.tsx').then((module) => ({ default: module.WeatherChart })));

/** Series colours (tokens.css values: the SVG renderer cannot read CSS variables). */
const COLOURS = {
  day: '#c2410c',
  night: '#0b5cad',
  water: '#0e7490',
  sunshine: '#b45309',
  rain: '#0b5cad',
} as const;

interface ChartView {
  readonly kind: ChartChoice['kind'];
  readonly heading: string;
  readonly data: WeatherChartData;
}

/** Any day in the month names it; the 15th keeps every time zone inside the month. */
function monthNames(intl: IntlShape, month: 'short' | 'long'): string[] {
  return WEATHER_MONTHS.map((_, index) => intl.formatDate(new Date(2001, index, 15), { month }));
}

const values = (series: WeatherByMonth) => WEATHER_MONTHS.map((month) => series[month]);

/** What each chart the tab shows draws, with the words and number formats of the visitor's language. */
function chartViews(intl: IntlShape, weather: Weather | null): ChartView[] {
  if (weather === null) return [];
  const months = monthNames(intl, 'short');
  const formatAxis = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const celsius = (value: number) => intl.formatMessage({ id: 'hotel.weather.celsius' }, { value });
  const chart = (
    kind: ChartChoice['kind'],
    heading: string,
    type: WeatherChartData['type'],
    series: WeatherChartSeries[],
    formatValue: (value: number) => string,
  ): ChartView => ({ kind, heading, data: { type, months, series, formatValue, formatAxis } });

  return weatherCharts(weather).map((choice) => {
    switch (choice.kind) {
      case 'temperature':
        return chart(
          'temperature',
          intl.formatMessage({ id: 'hotel.weather.heading.temperature' }),
          'line',
          choice.series.map((name) => ({
            name: intl.formatMessage({ id: `hotel.weather.series.${name}` }),
            values: values(weather.temperatures[name]),
            colour: COLOURS[name],
          })),
          celsius,
        );
      case 'water':
        return chart(
          'water',
          intl.formatMessage({ id: 'hotel.weather.heading.water' }),
          'line',
          [
            {
              name: intl.formatMessage({ id: 'hotel.weather.series.water' }),
              values: values(weather.temperatures.water),
              colour: COLOURS.water,
            },
          ],
          celsius,
        );
      case 'sunshine':
        return chart(
          'sunshine',
          intl.formatMessage({ id: 'hotel.weather.heading.sunshine' }),
          'bar',
          [
            {
              name: intl.formatMessage({ id: 'hotel.weather.series.sunshine' }),
              values: values(weather.sunshine_hours),
              colour: COLOURS.sunshine,
            },
          ],
          (value) => intl.formatMessage({ id: 'hotel.weather.hours' }, { value }),
        );
      case 'rain':
        return chart(
          'rain',
          intl.formatMessage({ id: 'hotel.weather.heading.rain' }),
          'bar',
          [
            {
              name: intl.formatMessage({ id: 'hotel.weather.series.rain' }),
              values: values(weather.rain_days),
              colour: COLOURS.rain,
            },
          ],
          (value) => intl.formatMessage({ id: 'hotel.weather.days' }, { value }),
        );
    }
  });
}

/**
 * The weather tab (spec §2, §3): the charts weatherCharts() chooses, each under its heading, with
 * the same numbers in a table that opens under it, for screen readers (the drawing is hidden from
 * them), keyboard users, print and pages without JavaScript. A place whose weather is missing or
 * all null gets a sentence instead.
 */
export function WeatherPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const idPrefix = useId();
  // The server and the build-time render draw skeletons, never ECharts (prerender would wait for it).
  const hydrated = useHydrated();
  const views = useMemo(() => chartViews(intl, hotel.weather), [intl, hotel.weather]);
  if (views.length === 0) {
    return <p className="hotel-panel__empty">{intl.formatMessage({ id: 'hotel.weather.none' })}</p>;
  }
  const monthsLong = monthNames(intl, 'long');
  return (
    <div className="hotel-weather">
      {views.map((view) => {
        const headingId = `${idPrefix}-${view.kind}`;
        return (
          <section key={view.kind} className="hotel-weather__chart" aria-labelledby={headingId}>
            <h3 id={headingId} className="hotel-weather__heading">
              {view.heading}
            </h3>
            {/* A fixed box: the page does not move when ECharts arrives and replaces the skeleton. */}
            <div className="hotel-weather__plot" aria-hidden="true">
              {hydrated ? (
                <ChartBoundary>
                  <Suspense fallback={<Skeleton />}>
                    <WeatherChart data={view.data} />
                  </Suspense>
                </ChartBoundary>
              ) : (
                <Skeleton />
              )}
            </div>
            <WeatherTable view={view} months={monthsLong} />
          </section>
        );
      })}
    </div>
  );
}

function Skeleton() {
  return <div className="hotel-weather__skeleton" />;
}

function WeatherTable({ view, months }: { view: ChartView; months: readonly string[] }) {
  const intl = useIntl();
  const noValue = intl.formatMessage({ id: 'hotel.weather.no_value' });
  return (
    <details className="hotel-weather__data">
      <summary>
        {intl.formatMessage({ id: 'hotel.weather.show_table' })}
        {/* Four tables on the tab: each disclosure says which one it opens. */}
        <span className="visually-hidden">: {view.heading}</span>
      </summary>
      <table className="hotel-weather__table">
        <caption className="visually-hidden">{view.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'hotel.weather.month' })}</th>
            {view.data.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              {view.data.series.map((series) => {
                const value = series.values[index] ?? null;
                return <td key={series.name}>{value === null ? noValue : view.data.formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * If ECharts cannot be fetched (offline, a deploy replaced the chunk), the chart box stays empty and
 * the table below still has the numbers, rather than the error taking the whole hotel page down.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
