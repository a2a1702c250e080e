import { useState } from 'react';
import { Link } from 'react-router';
import type { Translator } from '#shared/i18n/translator.ts';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { type AdminState, useAdminStates } from '../api/get-admin-states.ts';
import { formatCount, formatWhen } from '../lib/format.ts';
import { ConsolePage } from './console-page.tsx';
import { EmailProgress } from './email-progress.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { StateStatus } from './state-status.tsx';

const FILTERS = [
  { id: 'all', label: /*i18n*/ 'All', keep: () => true },
  { id: 'live', label: /*i18n*/ 'Live', keep: (s: AdminState) => s.isLive },
  { id: 'waiting', label: /*i18n*/ 'Not live', keep: (s: AdminState) => !s.isLive },
] as const;

const columns = (i18n: Translator): Column<AdminState>[] => [
  {
    key: 'state',
    header: i18n._('State'),
    primary: true,
    cell: (s) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.adminState(s.slug)}
          className="font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary"
        >
          {s.name}
        </Link>
        <StateStatus state={s} />
      </span>
    ),
  },
  {
    key: 'published',
    header: i18n._('Published'),
    numeric: true,
    cell: (s) => formatCount(i18n, s.published),
  },
  { key: 'drafts', header: i18n._('Drafts'), numeric: true, cell: (s) => formatCount(i18n, s.drafts) },
  {
    key: 'owners',
    header: i18n._('Owners waiting'),
    numeric: true,
    cell: (s) => formatCount(i18n, s.ownersWaiting),
  },
  { key: 'waitlist', header: i18n._('Waitlist'), numeric: true, cell: (s) => formatCount(i18n, s.waitlist) },
  {
    key: 'last',
    header: i18n._('Last change'),
    cell: (s) =>
      s.lastChange ? (
        <span className="block max-sm:text-right">
          <span className="block font-medium">
            {s.lastChange.action === 'launch'
              ? i18n._('Launched {when}', { when: formatWhen(i18n, s.lastChange.at) })
              : i18n._('Paused {when}', { when: formatWhen(i18n, s.lastChange.at) })}
          </span>
          <EmailProgress emails={s.lastChange.emails} compact />
        </span>
      ) : (
        <span className="text-ink-muted">—</span>
      ),
  },
];

/** `/admin`: every state with its businesses and waitlist; a state's page launches or pauses it. */
export function StatesPage() {
  const i18n = useI18n();
  const states = useAdminStates();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['id']>('all');
  const all = states.data?.states ?? [];
  const shown = all.filter(FILTERS.find((f) => f.id === filter)!.keep);
  return (
    <ConsolePage
      title={i18n._('States')}
      description={i18n._(
        'Where the marketplace is live, who is waiting elsewhere, and how each launch’s emails are going.',
      )}
    >
      <FilterPills
        legend={i18n._('Show')}
        name="state-filter"
        options={FILTERS.map((f) => ({ id: f.id, label: i18n._(f.label), count: all.filter(f.keep).length }))}
        value={filter}
        onChange={setFilter}
      />
      {states.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : states.isError ? (
        <LoadProblem title={i18n._('The states didn’t load')} onRetry={() => void states.refetch()} />
      ) : (
        <DataTable caption={i18n._('States')} columns={columns(i18n)} rows={shown} rowKey={(s) => s.slug} />
      )}
    </ConsolePage>
  );
}
