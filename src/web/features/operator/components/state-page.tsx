import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useAdminState } from '../api/get-admin-state.ts';
import { formatCount, formatWhen } from '../lib/format.ts';
import { ConsolePage } from './console-page.tsx';
import { EmailProgress } from './email-progress.tsx';
import { LoadProblem } from './load-problem.tsx';
import { StateActions } from './state-actions.tsx';
import { StateStatus } from './state-status.tsx';
import { WaitlistCard } from './waitlist-card.tsx';

function Stat({ label, value }: { label: string; value: number }) {
  const i18n = useI18n();
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 font-display text-3xl font-semibold text-ink tabular-nums">
        {formatCount(i18n, value)}
      </p>
    </Card>
  );
}

function Back() {
  const i18n = useI18n();
  return <BackLink to={paths.admin}>{i18n._('All states')}</BackLink>;
}

function Frame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <ConsolePage title={title} actions={actions} back={<Back />}>
      {children}
    </ConsolePage>
  );
}

/** `/admin/states/{slug}`: one state's numbers, its launch or pause, its last emails and its waitlist. */
export function StatePage() {
  const i18n = useI18n();
  const slug = useParams().slug ?? '';
  const query = useAdminState(slug);
  if (query.isPending)
    return (
      <Frame title={i18n._('State')}>
        <Skeleton className="h-64 w-full rounded-xl" />
      </Frame>
    );
  if (query.isError)
    return (
      <Frame
        title={
          query.error instanceof ApiError && query.error.status === 404
            ? i18n._('No such state')
            : i18n._('State')
        }
      >
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <p className="text-ink-soft">{i18n._('There is no state called “{slug}”.', { slug })}</p>
        ) : (
          <LoadProblem title={i18n._('This state didn’t load')} onRetry={() => void query.refetch()} />
        )}
      </Frame>
    );
  const { state } = query.data;
  const last = state.lastChange;
  return (
    <Frame title={state.name} actions={<StateActions detail={query.data} />}>
      <div className="mb-6 flex items-center gap-3">
        <StateStatus state={state} />
        <span className="text-sm text-ink-muted">{state.code}</span>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label={i18n._('Published')} value={state.published} />
        <Stat label={i18n._('Drafts')} value={state.drafts} />
        <Stat label={i18n._('Owners waiting')} value={state.ownersWaiting} />
        <Stat label={i18n._('Waitlist')} value={state.waitlist} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-ink">
            {last?.action === 'pause' ? i18n._('Last pause') : i18n._('Last launch')}
          </h2>
          {last ? (
            <div className="mt-3 space-y-3">
              <p className="text-ink-soft">
                {last.action === 'launch'
                  ? i18n._('Launched {when} by {who}', { when: formatWhen(i18n, last.at), who: last.actor })
                  : i18n._('Paused {when} by {who}', { when: formatWhen(i18n, last.at), who: last.actor })}
              </p>
              <EmailProgress emails={last.emails} />
            </div>
          ) : (
            <p className="mt-3 text-ink-soft">{i18n._('Not launched or paused from the console yet.')}</p>
          )}
        </Card>
        <WaitlistCard slug={state.slug} name={state.name} weeks={query.data.signupsByWeek} />
      </div>
    </Frame>
  );
}
