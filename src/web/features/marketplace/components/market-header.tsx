import { CalendarDays } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';

/** The market's title band: the state (and region) and a way back to every state. */
export function MarketHeader({
  stateName,
  regionName,
  eventsHref,
}: {
  stateName?: string;
  regionName?: string;
  /** "Events in Los Angeles": this place's coming events. */
  eventsHref?: string;
}) {
  const i18n = useI18n();
  const place = regionName ?? stateName;
  return (
    <div className="border-b border-line/70 bg-cream-deep/50">
      <div className="mx-auto max-w-page px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <nav aria-label={i18n._('Breadcrumb')} className="text-sm font-semibold text-ink-muted">
          <AppLink
            to={paths.explore}
            className="rounded-sm text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary"
          >
            {i18n._('All states')}
          </AppLink>
          <span aria-hidden="true" className="mx-2">
            /
          </span>
          <span aria-current="page">{stateName ?? '…'}</span>
        </nav>
        {stateName ? (
          <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">
            {withTags(i18n._('Shop local in <0>{place}</0>', { place }), {
              0: (chunk) => <span className="text-primary">{chunk}</span>,
            })}
          </h1>
        ) : (
          <Skeleton className="mt-4 h-12 w-72 max-w-full" />
        )}
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">
          {i18n._(
            'Independent makers, shops and services near you — shuffled fresh on every visit, so every neighbor gets a turn at the front.',
          )}
        </p>
        {stateName && eventsHref ? (
          <AppLink
            to={eventsHref}
            className="mt-5 inline-flex items-center gap-2 rounded-pill border border-line bg-paper px-4 py-2 font-semibold text-primary shadow-soft hover:bg-cream-deep"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {i18n._('Events in {place}', { place })}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}
