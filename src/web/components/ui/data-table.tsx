// The one table of the app (the operator console's states, audit log): a real <table> from 640 px,
// and below it each row becomes a small card whose cells carry their column's name, so a table
// reads as well on a 390 px phone as on a 1280 px screen without scrolling sideways.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Column<T> {
  key: string;
  /** The column's name: its header, and the label of its cell on a phone. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's name: on a phone it heads the card, without a label. */
  primary?: boolean;
  /** Numbers: right-aligned on wide screens. */
  numeric?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  /** What the table lists (read by screen readers). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const cellBase = 'px-4 py-3 align-top';
const cellOnPhone =
  'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 ' +
  'max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide ' +
  'max-sm:before:text-ink-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

export function DataTable<T>({ caption, columns, rows, rowKey, empty, className }: DataTableProps<T>) {
  if (!rows.length && empty) return <>{empty}</>;
  return (
    <div className={cn('overflow-hidden rounded-xl border border-line/70 bg-paper shadow-soft', className)}>
      <table className="w-full border-collapse text-left text-sm text-ink">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-deep/60 max-sm:sr-only">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
                  c.numeric && 'text-right',
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="transition-colors hover:bg-cream/60 max-sm:block max-sm:px-4 max-sm:py-3"
            >
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.primary ? undefined : c.header}
                  className={cn(
                    cellBase,
                    c.primary ? 'max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-1.5' : cellOnPhone,
                    c.numeric && 'sm:text-right sm:tabular-nums',
                    c.className,
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
