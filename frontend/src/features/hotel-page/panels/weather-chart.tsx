import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { weatherChartOption, type WeatherChartData } from './weather-chart-option.ts';

// Registered when the weather tab first loads this module (weather-panel.tsx imports it lazily), so
// pages without the tab never download ECharts. Only the parts the weather charts use: the full
// `echarts`, or the default `echarts-for-react` import, weighed about 185 kB gzip more. SVG, not
// canvas (about 3.5 kB more): crisp in print, and its legend text sits in the DOM.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const OPTS = { renderer: 'svg' } as const;

/**
 * One weather chart, filling its box. `esm/core`, never `lib/core`: the CommonJS build's default
 * import is the module object under Vite, and React fails with error #130 (tsc accepts both).
 */
export function WeatherChart({ data }: { data: WeatherChartData }) {
  const option = useMemo(() => weatherChartOption(data), [data]);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      opts={OPTS}
      notMerge
      className="hotel-weather__echarts"
      style={{ height: '100%', width: '100%' }}
    />
  );
}
