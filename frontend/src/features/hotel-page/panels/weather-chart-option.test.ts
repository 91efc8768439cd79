import { describe, expect, it } from 'vitest';
import { weatherChartOption, type WeatherChartData } from './weather-chart-option.ts';

const MONTHS = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];

function data(overrides: Partial<WeatherChartData> = {}): WeatherChartData {
  return {
    type: 'line',
    months: MONTHS,
    series: [
      { name: 'W dzień', values: [15, 16, null, 19, 23, 27, 30, 30, 27, 23, 19, 16], colour: '#c2410c' },
      { name: 'W nocy', values: [6, 6, 7, 9, 12, 16, 19, 20, 17, 14, 10, 7], colour: '#0b5cad' },
    ],
    formatValue: (value) => `${value} °C`,
    formatAxis: (value) => `«${value}»`,
    ...overrides,
  };
}

/** The option's parts as plain objects (ECharts also accepts arrays of them, which these are not). */
const part = <T>(value: T | T[] | undefined): T => {
  if (value === undefined || Array.isArray(value)) throw new Error('expected one object');
  return value;
};

describe('weatherChartOption', () => {
  it('puts the legend on top, where ECharts 6 would put it under the month labels', () => {
    const option = weatherChartOption(data());
    expect(part(option.legend)).toMatchObject({ top: 0 });
    expect(option.animation).toBe(false);
  });

  it('hides the legend of a single series, which the heading already names', () => {
    const option = weatherChartOption(data({ series: [data().series[0]!] }));
    expect(part(option.legend)).toMatchObject({ show: false });
  });

  it('draws each series in its colour with the months in order, a missing month as a gap', () => {
    const option = weatherChartOption(data());
    expect(option.color).toEqual(['#c2410c', '#0b5cad']);
    expect(part(option.xAxis)).toMatchObject({ type: 'category', data: MONTHS });
    const series = option.series as { type: string; name: string; data: unknown[] }[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['line', 'W dzień'],
      ['line', 'W nocy'],
    ]);
    expect(series[0]?.data[2]).toBeNull();
  });

  it('draws bars when asked, centred on their months', () => {
    const option = weatherChartOption(data({ type: 'bar' }));
    expect((option.series as { type: string }[]).map((s) => s.type)).toEqual(['bar', 'bar']);
    expect(part(option.xAxis)).toMatchObject({ boundaryGap: true });
  });

  it("formats the tooltip's values with their unit and the axis in the visitor's language", () => {
    const option = weatherChartOption(data());
    const tooltip = part(option.tooltip) as { valueFormatter: (value: unknown) => string };
    expect(tooltip.valueFormatter(17.5)).toBe('17.5 °C');
    expect(tooltip.valueFormatter(null)).toBe('–');
    const axis = part(option.yAxis) as { axisLabel: { formatter: (value: number) => string } };
    expect(axis.axisLabel.formatter(20)).toBe('«20»');
  });
});
