import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { type AdminState, useAdminStates } from '../api/get-admin-states.ts';
import { formatWhen } from '../lib/format.ts';
import { ConsolePage } from './console-page.tsx';
import { EmailProgress } from './email-progress.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { StateStatus } from './state-status.tsx';

const FILTERS = [
  { id: 'all', label: 'All', keep: () => true },
  { id: 'live', label: 'Live', keep: (s: AdminState) => s.isLive },
  { id: 'waiting', label: 'Not live', keep: (s: AdminState) => !s.isLive },
] as const;

const count = (n: number) => n.toLocaleString('en-US');

const COLUMNS: Column<AdminState>[] = [
  {
    key: 'state',
    header: 'State',
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
  { key: 'published', header: 'Published', numeric: true, cell: (s) => count(s.published) },
  { key: 'drafts', header: 'Drafts', numeric: true, cell: (s) => count(s.drafts) },
  { key: 'owners', header: 'Owners waiting', numeric: true, cell: (s) => count(s.ownersWaiting) },
  { key: 'waitlist', header: 'Waitlist', numeric: true, cell: (s) => count(s.waitlist) },
  {
    key: 'last',
    header: 'Last change',
    cell: (s) =>
      s.lastChange ? (
        <span className="block max-sm:text-right">
          <span className="block font-medium">
            {s.lastChange.action === 'launch' ? 'Launched' : 'Paused'} {formatWhen(s.lastChange.at)}
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
  const states = useAdminStates();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['id']>('all');
  const all = states.data?.states ?? [];
  const shown = all.filter(FILTERS.find((f) => f.id === filter)!.keep);
  return (
    <ConsolePage
      title="States"
      description="Where the marketplace is live, who is waiting elsewhere, and how each launch’s emails are going."
    >
      <FilterPills
        legend="Show"
        name="state-filter"
        options={FILTERS.map((f) => ({ id: f.id, label: f.label, count: all.filter(f.keep).length }))}
        value={filter}
        onChange={setFilter}
      />
      {states.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : states.isError ? (
        <LoadProblem what="The states" onRetry={() => void states.refetch()} />
      ) : (
        <DataTable caption="States" columns={COLUMNS} rows={shown} rowKey={(s) => s.slug} />
      )}
    </ConsolePage>
  );
}
