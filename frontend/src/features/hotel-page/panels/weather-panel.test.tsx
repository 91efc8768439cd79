import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { byMonth, EMPTY_SERIES, weatherData } from '@app/shared/hotel-page/weather.fixture';
import { INTL_LOCALE_TAGS } from '@app/shared/locale';
import type { Messages } from '../../../lib/intl/message-id.ts';
import { hotelDetails } from './hotel-details.fixture.ts';
import type { WeatherChartData } from './weather-chart-option.ts';
import { hotelWeatherEn, hotelWeatherPl } from './weather-messages.ts';
import { WeatherPanel } from './weather-panel.tsx';

// ECharts draws its paths asynchronously in jsdom: the panel is tested with a
// stand-in that shows what it was asked to draw; weather-chart.test.tsx renders the real chart.
vi.mock('./weather-chart.tsx', () => ({
  WeatherChart: ({ data }: { data: WeatherChartData }) => (
    <div data-testid="weather-chart" data-type={data.type}>
      {data.series.map((series) => series.name).join(' + ')}
    </div>
  ),
}));

// This tab's own catalogue, so the test does not depend on how app/ assembles the site's; react-intl
// types it as the whole catalogue.
const catalogue = (messages: Readonly<Record<string, string>>) => messages as Messages;
const PL = catalogue(hotelWeatherPl);
const EN = catalogue(hotelWeatherEn);

function renderPanel(weather: HotelDetails['weather'], locale: 'pl' | 'en' = 'pl'): ReturnType<typeof render> {
  const messages = locale === 'pl' ? PL : EN;
  const ui: ReactElement = (
    <IntlProvider locale={INTL_LOCALE_TAGS[locale]} messages={messages}>
      <WeatherPanel hotel={hotelDetails({ weather })} />
    </IntlProvider>
  );
  return render(ui);
}

const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** The rows of a chart's table as text, month first; tables sit in closed disclosures, hence `hidden`. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name, hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('WeatherPanel', () => {
  it('shows the four charts under their headings when every series has data', async () => {
    renderPanel(weatherData());

    expect(headings()).toEqual([
      'Temperatura powietrza (°C)',
      'Temperatura wody (°C)',
      'Nasłonecznienie (godziny dziennie)',
      'Dni deszczowe w miesiącu',
    ]);
    const charts = await screen.findAllByTestId('weather-chart');
    expect(charts.map((chart) => [chart.dataset['type'], chart.textContent])).toEqual([
      ['line', 'W dzień + W nocy'],
      ['line', 'Woda'],
      ['bar', 'Godziny słońca'],
      ['bar', 'Dni deszczowe'],
    ]);
  });

  it('keeps a skeleton of the final size in each chart box until ECharts has loaded', async () => {
    // A fresh module, so its lazy chart has not loaded yet as it has for the other tests.
    vi.resetModules();
    const { WeatherPanel: FreshPanel } = await import('./weather-panel.tsx');
    const { container } = render(
      <IntlProvider locale={INTL_LOCALE_TAGS.pl} messages={PL}>
        <FreshPanel hotel={hotelDetails({ weather: weatherData() })} />
      </IntlProvider>,
    );

    expect(container.querySelectorAll('.hotel-weather__plot > .hotel-weather__skeleton')).toHaveLength(4);
    await screen.findAllByTestId('weather-chart');
    expect(container.querySelectorAll('.hotel-weather__skeleton')).toHaveLength(0);
    // The drawing repeats the table, so screen readers get the table alone.
    for (const plot of container.querySelectorAll('.hotel-weather__plot')) {
      expect(plot).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('prerenders headings, tables and skeletons, not ECharts, so a page without JavaScript has the numbers', () => {
    // The lazy chart has loaded for earlier tests: the server render must skip it all the same.
    const html = renderToString(
      <IntlProvider locale={INTL_LOCALE_TAGS.pl} messages={PL}>
        <WeatherPanel hotel={hotelDetails({ weather: weatherData() })} />
      </IntlProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelectorAll('h3')).toHaveLength(4);
    expect(page.querySelectorAll('details table')).toHaveLength(4);
    expect(page.querySelectorAll('.hotel-weather__skeleton')).toHaveLength(4);
    expect(page.querySelector('[data-testid="weather-chart"]')).toBeNull();
  });

  it('WEATHER-01: day and night share the temperature chart and its table when both have data', async () => {
    renderPanel(weatherData());

    expect(await screen.findByText('W dzień + W nocy')).toBeInTheDocument();
    const rows = tableRows('Temperatura powietrza (°C)');
    expect(rows[0]).toEqual(['Miesiąc', 'W dzień', 'W nocy']);
    expect(rows[1]).toEqual(['styczeń', '15\u00a0°C', '6\u00a0°C']);
    expect(rows[2]).toEqual(['luty', '15,5\u00a0°C', '6\u00a0°C']);
    expect(rows.slice(1).map((row) => row[0])).toHaveLength(12);
  });

  it('WEATHER-02: shows a day-only temperature chart when the night series has no data', async () => {
    renderPanel(weatherData({ temperatures: { night: EMPTY_SERIES } }));

    expect(headings()[0]).toBe('Temperatura powietrza (°C)');
    expect((await screen.findAllByTestId('weather-chart'))[0]).toHaveTextContent(/^W dzień$/);
    expect(tableRows('Temperatura powietrza (°C)')[0]).toEqual(['Miesiąc', 'W dzień']);
  });

  it('OPEN-33: shows no temperature chart when only the night series has data', () => {
    renderPanel(weatherData({ temperatures: { day: EMPTY_SERIES } }));

    expect(headings()).not.toContain('Temperatura powietrza (°C)');
    expect(screen.queryByText('W nocy')).not.toBeInTheDocument();
  });

  it.each([
    ['WEATHER-03', 'Temperatura wody (°C)', weatherData({ temperatures: { water: EMPTY_SERIES } })],
    ['WEATHER-04', 'Nasłonecznienie (godziny dziennie)', weatherData({ sunshine_hours: EMPTY_SERIES })],
    ['WEATHER-05', 'Dni deszczowe w miesiącu', weatherData({ rain_days: EMPTY_SERIES })],
  ])('%s: leaves out "%s" when that series has no data', (_id, heading, weather) => {
    renderPanel(weather);

    expect(headings()).toHaveLength(3);
    expect(headings()).not.toContain(heading);
    expect(screen.queryByRole('table', { name: heading, hidden: true })).not.toBeInTheDocument();
  });

  it('WEATHER-06: says there is no climate data when every value is null', () => {
    const empty = { day: EMPTY_SERIES, night: EMPTY_SERIES, water: EMPTY_SERIES };
    renderPanel(weatherData({ temperatures: empty, sunshine_hours: EMPTY_SERIES, rain_days: EMPTY_SERIES }));

    expect(screen.getByText('Nie mamy danych klimatycznych dla tego miejsca.')).toBeInTheDocument();
    expect(headings()).toEqual([]);
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
  });

  it('says there is no climate data when the hotel has no weather at all', () => {
    renderPanel(null);

    expect(screen.getByText('Nie mamy danych klimatycznych dla tego miejsca.')).toBeInTheDocument();
    expect(screen.queryByTestId('weather-chart')).not.toBeInTheDocument();
  });

  it('gives sunshine in hours and rainy days with the Polish plural, and marks a missing month', () => {
    renderPanel(
      weatherData({
        sunshine_hours: byMonth([5, 6.5, null]),
        rain_days: byMonth([1, 3, 5, 5.5, 0, 22]),
      }),
    );

    expect(tableRows('Nasłonecznienie (godziny dziennie)').slice(1, 4)).toEqual([
      ['styczeń', '5\u00a0godz.'],
      ['luty', '6,5\u00a0godz.'],
      ['marzec', 'brak danych'],
    ]);
    expect(
      tableRows('Dni deszczowe w miesiącu')
        .slice(1, 7)
        .map((row) => row[1]),
    ).toEqual(['1 dzień', '3 dni', '5 dni', '5,5 dnia', '0 dni', '22 dni']);
  });

  it('opens each table from a disclosure that names its chart', () => {
    renderPanel(weatherData());

    const summaries = Array.from(document.querySelectorAll('summary'), (summary) => summary.textContent);
    expect(summaries).toEqual([
      'Pokaż dane w tabeli: Temperatura powietrza (°C)',
      'Pokaż dane w tabeli: Temperatura wody (°C)',
      'Pokaż dane w tabeli: Nasłonecznienie (godziny dziennie)',
      'Pokaż dane w tabeli: Dni deszczowe w miesiącu',
    ]);
  });

  it("names the months and formats the numbers in the visitor's language", async () => {
    renderPanel(weatherData(), 'en');

    expect(headings()[0]).toBe('Air temperature (°C)');
    expect(await screen.findByText('Day + Night')).toBeInTheDocument();
    expect(tableRows('Air temperature (°C)').slice(0, 3)).toEqual([
      ['Month', 'Day', 'Night'],
      ['January', '15\u00a0°C', '6\u00a0°C'],
      ['February', '15.5\u00a0°C', '6\u00a0°C'],
    ]);
    expect(tableRows('Rainy days per month')[7]).toEqual(['July', '1 day']);
  });
});
