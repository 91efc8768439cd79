import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { WeatherChart } from './weather-chart.tsx';
import type { WeatherChartData } from './weather-chart-option.ts';

const DATA: WeatherChartData = {
  type: 'line',
  months: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  series: [
    { name: 'W dzień', values: [15, 15, 17, 19, 23, 27, 30, 30, 27, 23, 19, 16], colour: '#c2410c' },
    { name: 'W nocy', values: [6, 6, 7, 9, 12, 16, null, 20, 17, 14, 10, 7], colour: '#0b5cad' },
  ],
  formatValue: (value) => `${value} °C`,
  formatAxis: String,
};

describe('WeatherChart', () => {
  // The real, tree-shaken ECharts: a part the option needs but echarts.use() leaves out (the SVG
  // renderer, say) fails here. Vitest loads echarts-for-react's CommonJS `lib/core` without fault, so
  // only a browser run catches that import.
  it('draws the chart as SVG with the legend as text', async () => {
    // jsdom has no canvas (zrender measures text with one) and lays nothing out: both only make
    // ECharts complain, so they are quietened and the chart is sized by hand.
    const stubs = [
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240),
    ];
    onTestFinished(() => stubs.forEach((stub) => stub.mockRestore()));
    const { container } = render(
      <div style={{ width: 600, height: 240 }}>
        <WeatherChart data={DATA} />
      </div>,
    );

    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelector('canvas')).toBeNull();
    await waitFor(() => expect(container.querySelector('svg')).toHaveTextContent('W dzień'));
  });
});
