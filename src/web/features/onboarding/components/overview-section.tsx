import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

export interface OverviewRow {
  label: string;
  value: ReactNode;
}

export interface OverviewSectionProps {
  title: string;
  editTo: string;
  rows: OverviewRow[];
}

const EMPTY = <span className="text-ink-muted italic">Not added yet</span>;

/** One section of the edit overview: its current values and an Edit link into that wizard step. */
export function OverviewSection({ title, editTo, rows }: OverviewSectionProps) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line/70 bg-paper p-5 shadow-soft sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <ButtonLink to={editTo} variant="secondary" size="sm" aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </ButtonLink>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[8.5rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
            <dd className="min-w-0 break-words text-ink">{isEmpty(row.value) ? EMPTY : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isEmpty = (v: ReactNode) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
