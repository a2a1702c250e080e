import { reportReasonLabel } from '#shared/catalogues/moderation.ts';
import { Pill } from '../../../components/ui/pill.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatWhen } from '../lib/format.ts';

interface ReasonCount {
  reason: string;
  count: number;
}
interface Report {
  id: string;
  reason: string;
  details: string | null;
  createdAt: string;
}

/** The reasons a business or post was reported for, with how many times each. */
export function ReasonPills({ reasons }: { reasons: readonly ReasonCount[] }) {
  const i18n = useI18n();
  if (!reasons.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={i18n._('Reasons')}>
      {reasons.map((r) => (
        <li key={r.reason}>
          <Pill group="identity">
            {i18n._(reportReasonLabel(r.reason))} × {r.count}
          </Pill>
        </li>
      ))}
    </ul>
  );
}

/** Each report: its reason, when, and the reporter's details. */
export function ReportList({ reports }: { reports: readonly Report[] }) {
  const i18n = useI18n();
  if (!reports.length) return null;
  return (
    <ul className="divide-y divide-line/70 rounded-lg border border-line/70">
      {reports.map((r) => (
        <li key={r.id} className="px-4 py-3 text-sm">
          <p className="font-semibold text-ink">
            {i18n._(reportReasonLabel(r.reason))}{' '}
            <span className="font-normal text-ink-muted">· {formatWhen(i18n, r.createdAt)}</span>
          </p>
          {r.details ? (
            <p className="mt-1 whitespace-pre-line break-words text-ink-soft">{r.details}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
