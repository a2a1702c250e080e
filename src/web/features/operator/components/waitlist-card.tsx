import { Download } from 'lucide-react';
import type { Translator } from '#shared/i18n/translator.ts';
import { BarChart } from '../../../components/bar-chart.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatWeek, plural } from '../lib/format.ts';

type Week = { week: string; count: number };

function summary(i18n: Translator, name: string, weeks: readonly Week[]) {
  const total = weeks.reduce((t, w) => t + w.count, 0);
  const values = { name, weeks: weeks.length };
  if (!total)
    return i18n._('Waitlist sign-ups in {name} per week over the last {weeks} weeks: none yet.', values);
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best));
  return plural(
    i18n,
    total,
    /*i18n*/ 'Waitlist sign-ups in {name} per week over the last {weeks} weeks: {count} sign-up; the busiest was the week of {week} with {busiest}.',
    /*i18n*/ 'Waitlist sign-ups in {name} per week over the last {weeks} weeks: {count} sign-ups; the busiest was the week of {week} with {busiest}.',
    { ...values, week: formatWeek(i18n, busiest.week), busiest: busiest.count },
  );
}

/** Sign-ups per week as a small chart, and the state's waitlist as a CSV file. */
export function WaitlistCard({ slug, name, weeks }: { slug: string; name: string; weeks: readonly Week[] }) {
  const i18n = useI18n();
  const middle = weeks[Math.floor(weeks.length / 2)];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{i18n._('Waitlist sign-ups')}</h2>
        <a
          href={paths.adminWaitlistCsv(slug)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {i18n._('Download CSV')}
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{i18n._('Per week, the last 12 weeks')}</p>
      <BarChart
        className="mt-5"
        bars={weeks.map((w) => ({
          key: w.week,
          value: w.count,
          label: i18n._('Week of {week}: {count}', { week: formatWeek(i18n, w.week), count: w.count }),
        }))}
        summary={summary(i18n, name, weeks)}
        axis={[
          weeks[0] ? formatWeek(i18n, weeks[0].week) : '',
          middle ? formatWeek(i18n, middle.week) : '',
          i18n._('This week'),
        ]}
      />
    </Card>
  );
}
