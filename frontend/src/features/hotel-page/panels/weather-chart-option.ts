import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** Only the parts weather-chart.tsx registers, so an option using anything else does not compile. */
export type WeatherChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface WeatherChartSeries {
  readonly name: string;
  /** January to December; null draws a gap, never a zero. */
  readonly values: readonly (number | null)[];
  /** A colour value, not a CSS variable: the SVG renderer writes it into presentation attributes. */
  readonly colour: string;
}

export interface WeatherChartData {
  readonly type: 'line' | 'bar';
  /** The twelve month labels of the x axis, in the visitor's language. */
  readonly months: readonly string[];
  readonly series: readonly WeatherChartSeries[];
  /** A value with its unit, for the tooltip ("17,5 °C"). */
  readonly formatValue: (value: number) => string;
  /** A bare number of the y axis in the visitor's language ("17,5"); the heading names the unit. */
  readonly formatAxis: (value: number) => string;
}

/** Room above the plot for the legend; one series needs no legend, since the heading names it. */
const LEGEND_SPACE = 40;
const EDGE = 12;
/** Room under the plot for the month names, which the grid alone clipped in the browser. */
const MONTHS_SPACE = 32;

/**
 * The ECharts option of one weather chart. ECharts 6 puts the legend at the bottom by default, where
 * it overlapped the month labels, so it goes on top; the grid keeps its labels inside by default
 * (`outerBounds`, which replaces the legacy `containLabel`). No animation: the charts are read, not
 * watched, and stay still for screenshots and print.
 */
export function weatherChartOption(data: WeatherChartData): WeatherChartOption {
  const withLegend = data.series.length > 1;
  const legend: LegendComponentOption = withLegend ? { top: 0, icon: 'roundRect' } : { show: false };
  return {
    animation: false,
    color: data.series.map((series) => series.colour),
    legend,
    grid: { left: EDGE, right: EDGE, bottom: MONTHS_SPACE, top: withLegend ? LEGEND_SPACE : EDGE * 2 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? data.formatValue(value) : '–'),
    },
    xAxis: {
      type: 'category',
      data: [...data.months],
      boundaryGap: data.type === 'bar',
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (value: number) => data.formatAxis(value) },
    },
    series: data.series.map((series) =>
      data.type === 'line'
        ? {
            type: 'line',
            name: series.name,
            data: [...series.values],
            symbol: 'circle',
            symbolSize: 6,
            lineStyle: { width: 2.5 },
          }
        : { type: 'bar', name: series.name, data: [...series.values], barMaxWidth: 28 },
    ),
  };
}
