import { BarChart } from '../../../../components/bar-chart.tsx';
import { chartSummary, type DayCount, formatDay } from '../../lib/views-chart.ts';

const plural = (n: number) => `${n} view${n === 1 ? '' : 's'}`;

/** Page views per day as an accessible bar chart (its summary is its accessible name). */
export function ViewsChart({ days }: { days: readonly DayCount[] }) {
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  return (
    <BarChart
      className="mt-6"
      bars={days.map((d) => ({
        key: d.day,
        value: d.views,
        label: `${formatDay(d.day)}: ${plural(d.views)}`,
      }))}
      summary={chartSummary(days)}
      axis={[first ? formatDay(first.day) : '', middle ? formatDay(middle.day) : '', 'Today']}
    />
  );
}
