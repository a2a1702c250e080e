import { Download } from 'lucide-react';
import { formatDay } from '#shared/display/format.ts';
import { BarChart } from '../../../components/bar-chart.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { plural } from '../lib/format.ts';

type Week = { week: string; count: number };

function summary(name: string, weeks: readonly Week[]) {
  const total = weeks.reduce((t, w) => t + w.count, 0);
  const head = `Waitlist sign-ups in ${name} per week over the last ${weeks.length} weeks`;
  if (!total) return `${head}: none yet.`;
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best));
  return `${head}: ${plural(total, 'sign-up')}; the busiest was the week of ${formatDay(busiest.week)} with ${busiest.count}.`;
}

/** Sign-ups per week as a small chart, and the state's waitlist as a CSV file. */
export function WaitlistCard({ slug, name, weeks }: { slug: string; name: string; weeks: readonly Week[] }) {
  const middle = weeks[Math.floor(weeks.length / 2)];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">Waitlist sign-ups</h2>
        <a
          href={paths.adminWaitlistCsv(slug)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-muted">Per week, the last 12 weeks</p>
      <BarChart
        className="mt-5"
        bars={weeks.map((w) => ({
          key: w.week,
          value: w.count,
          label: `Week of ${formatDay(w.week)}: ${w.count}`,
        }))}
        summary={summary(name, weeks)}
        axis={[weeks[0] ? formatDay(weeks[0].week) : '', middle ? formatDay(middle.week) : '', 'This week']}
      />
    </Card>
  );
}
