import { BarChart } from '../../../../components/bar-chart.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { chartSummary, type DayCount, dayLabel, viewsText } from '../../lib/views-chart.ts';

/** Page views per day as an accessible bar chart (its summary is its accessible name). */
export function ViewsChart({ days }: { days: readonly DayCount[] }) {
  const i18n = useI18n();
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  return (
    <BarChart
      className="mt-6"
      bars={days.map((d) => ({
        key: d.day,
        value: d.views,
        label: `${dayLabel(d.day, i18n)}: ${viewsText(d.views, i18n)}`,
      }))}
      summary={chartSummary(days, i18n)}
      axis={[
        first ? dayLabel(first.day, i18n) : '',
        middle ? dayLabel(middle.day, i18n) : '',
        i18n._('Today'),
      ]}
    />
  );
}
