import { describe, expect, it } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { chartBars } from '../../../lib/bar-chart.ts';
import { chartSummary, formatDay } from './views-chart.ts';

const days = [
  { day: '2024-03-01', views: 0 },
  { day: '2024-03-02', views: 4 },
  { day: '2024-03-03', views: 2 },
  { day: '2024-03-04', views: 1 },
];

describe('the views chart', () => {
  it('formats days as month and date', () => {
    expect(formatDay('2024-03-04')).toBe('Mar 4');
    expect(formatDay('2024-12-31')).toBe('Dec 31');
  });

  it('scales bars to the busiest day and keeps a stub for empty days', () => {
    const bars = chartBars(
      days.map((d) => ({ key: d.day, value: d.views })),
      100,
      50,
    );
    expect(bars).toHaveLength(4);
    expect(bars[1]).toMatchObject({ height: 50, y: 0, value: 4 });
    expect(bars[2]?.height).toBe(25);
    expect(bars[0]?.height).toBe(2);
    expect(bars[0]?.x).toBeCloseTo(3.75);
    expect(bars[0]?.width).toBeCloseTo(17.5);
  });

  it('says what the chart shows', () => {
    expect(chartSummary(days, english)).toBe(
      'Page views per day over the last 4 days: 7 views in total; the busiest day was Mar 2 with 4 views.',
    );
    expect(
      chartSummary(
        days.map((d) => ({ ...d, views: 0 })),
        english,
      ),
    ).toBe('Page views per day over the last 4 days: no views yet.');
  });
});
