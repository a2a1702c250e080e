import { Eye, Heart, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useInsights } from '../../api/get-insights.ts';
import { ViewsChart } from './views-chart.tsx';
import { WeeklyTable } from './weekly-table.tsx';

interface StatProps {
  icon: ReactNode;
  label: string;
  period: string;
  value: number;
}

function Stat({ icon, label, period, value }: StatProps) {
  return (
    <div className="rounded-lg border border-line/70 bg-cream/60 p-3 sm:p-4">
      <dt className="text-sm leading-tight">
        <span className="flex items-center gap-1.5 font-semibold text-ink-soft">
          <span className="hidden sm:contents">{icon}</span>
          {label}
        </span>
        <span className="mt-0.5 block text-xs text-ink-muted">{period}</span>
      </dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Owner insights: favourites, page views in the last 7 and 30 days, views per day, and per week with recommendations. */
export function InsightsCard({ businessId, isPublished }: { businessId: string; isPublished: boolean }) {
  const i18n = useI18n();
  const { data, isPending, isError, refetch } = useInsights(businessId);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="insights-title" aria-busy={isPending}>
        <div className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-clay-strong" />
          <h2 id="insights-title" className="text-2xl font-semibold text-ink">
            {i18n._('Insights')}
          </h2>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          {isPublished
            ? i18n._('How shoppers found you lately.')
            : i18n._('Views are counted while your profile is live and shoppers open its page.')}
        </p>
        {isPending ? (
          <div className="mt-5">
            <p className="sr-only" role="status">
              {i18n._('Loading insights…')}
            </p>
            <div className="grid grid-cols-3 gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20 rounded-lg" />
              ))}
            </div>
            <Skeleton className="mt-6 h-28 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="mt-5 flex flex-wrap items-center gap-3 text-danger">
            {i18n._("Couldn't load insights.")}
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {i18n._('Try again')}
            </Button>
          </div>
        ) : (
          <>
            <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
              <Stat
                icon={<Heart aria-hidden="true" className="size-4" />}
                label={i18n._('Favorites')}
                period={i18n._('all time')}
                value={data.favorites}
              />
              <Stat
                icon={<Eye aria-hidden="true" className="size-4" />}
                label={i18n._('Views')}
                period={i18n._('last 7 days')}
                value={data.views7}
              />
              <Stat
                icon={<Eye aria-hidden="true" className="size-4" />}
                label={i18n._('Views')}
                period={i18n._('last 30 days')}
                value={data.views30}
              />
            </dl>
            <ViewsChart days={data.daily} />
            <WeeklyTable weeks={data.weekly} />
          </>
        )}
      </section>
    </Card>
  );
}
