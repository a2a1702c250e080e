import { useSearchParams } from 'react-router';
import { OPERATOR_ACTIONS } from '#shared/catalogues/moderation.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Pill } from '../../../components/ui/pill.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { type AuditEntry, type AuditFilters as Filters, useAuditLog } from '../api/get-audit-log.ts';
import { changes, formatWhen } from '../lib/format.ts';
import { hideReasonsOf } from '../lib/hide-reasons.ts';
import { AuditFilters, actionLabel } from './audit-filters.tsx';
import { ConsolePage } from './console-page.tsx';
import { LoadProblem } from './load-problem.tsx';

// What an entry was done to, as the log names it.
const TARGET_TYPES: Record<AuditEntry['targetType'], string> = {
  state: /*i18n*/ 'state',
  business: /*i18n*/ 'business',
  user: /*i18n*/ 'user',
  post: /*i18n*/ 'post',
  recommendation: /*i18n*/ 'recommendation',
};

const columns = (i18n: Translator): Column<AuditEntry>[] => [
  {
    key: 'when',
    header: i18n._('When'),
    primary: true,
    cell: (e) => (
      <time dateTime={e.at} className="font-semibold whitespace-nowrap">
        {formatWhen(i18n, e.at)}
      </time>
    ),
  },
  { key: 'who', header: i18n._('Who'), cell: (e) => <span className="break-all">{e.actor}</span> },
  {
    key: 'action',
    header: i18n._('Action'),
    cell: (e) => <Pill group="structure">{i18n._(actionLabel(e.action))}</Pill>,
  },
  {
    key: 'target',
    header: i18n._('Target'),
    cell: (e) => (
      <span className="max-sm:text-right">
        <span className="block font-medium break-words">{e.targetLabel}</span>
        <span className="block text-xs text-ink-muted">
          {i18n._(TARGET_TYPES[e.targetType] ?? e.targetType)}
        </span>
      </span>
    ),
  },
  {
    key: 'change',
    header: i18n._('What changed'),
    cell: (e) => (
      <ul className="space-y-0.5 text-sm break-words text-ink-soft max-sm:text-right">
        {changes(i18n, e.before, e.after, (r) => i18n._(hideReasonsOf(e.targetType).label(r))).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
  {
    key: 'note',
    header: i18n._('Note'),
    cell: (e) =>
      e.note ? (
        <span className="whitespace-pre-line">{e.note}</span>
      ) : (
        <span className="text-ink-muted">—</span>
      ),
  },
];

const ACTIONS = new Set<string>(OPERATOR_ACTIONS);

function filtersOf(params: URLSearchParams): Filters {
  const action = params.get('action');
  return {
    action: action && ACTIONS.has(action) ? (action as Filters['action']) : undefined,
    actor: params.get('actor') || undefined,
    target: params.get('target') || undefined,
  };
}

/** `/admin/audit`: every operator action, newest first; filters live in the address, so a view can be shared. */
export function AuditPage() {
  const i18n = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ConsolePage
      title={i18n._('Audit log')}
      description={i18n._(
        'Every launch, pause, hide, restore, dismiss, grant and revoke: who, when, and what changed. Nobody can edit it.',
      )}
    >
      <AuditFilters
        key={params.toString()}
        value={filters}
        onChange={(next) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)))}
      />
      {log.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : log.isError ? (
        <LoadProblem title={i18n._('The audit log didn’t load')} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <DataTable
            caption={i18n._('Operator actions, newest first')}
            columns={columns(i18n)}
            rows={entries}
            rowKey={(e) => e.id}
            empty={
              <p className="rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
                {i18n._('No actions match.')}
              </p>
            }
          />
          {log.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void log.fetchNextPage()}
                loading={log.isFetchingNextPage}
                loadingText={i18n._('Loading…')}
              >
                {i18n._('Load more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
