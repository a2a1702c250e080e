import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

export interface OverviewRow {
  label: string;
  value: ReactNode;
}

/** A section's title and rows, already in the page's language. */
export interface OverviewSectionProps {
  title: string;
  editTo: string;
  rows: OverviewRow[];
}

/** One section of the edit overview: its current values and an Edit link into that wizard step. */
export function OverviewSection({ title, editTo, rows }: OverviewSectionProps) {
  const i18n = useI18n();
  const empty = <span className="text-ink-muted italic">{i18n._('Not added yet')}</span>;
  return (
    <section aria-label={title} className="rounded-2xl border border-line/70 bg-paper p-5 shadow-soft sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <ButtonLink to={editTo} variant="secondary" size="sm" aria-label={i18n._('Edit {title}', { title })}>
          <Pencil aria-hidden="true" />
          {i18n._('Edit')}
        </ButtonLink>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[8.5rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
            <dd className="min-w-0 break-words text-ink">{isEmpty(row.value) ? empty : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isEmpty = (v: ReactNode) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
