import type { ComponentProps, ReactNode } from 'react';

export interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  detail?: ReactNode;
}

/** A radio shown as a bordered row with a custom dot; the whole row is the label. */
export function RadioCard({ label, detail, ...input }: RadioCardProps) {
  return (
    <label className="group flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-paper px-4 py-3.5 transition hover:border-primary/50 has-checked:border-primary has-checked:bg-primary-soft/60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-strong">
      <input type="radio" className="sr-only" {...input} />
      <span
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-line bg-paper transition group-has-checked:border-primary group-has-checked:bg-primary group-has-checked:shadow-[inset_0_0_0_3px_var(--color-paper)]"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{label}</span>
        {detail ? <span className="block truncate text-sm text-ink-muted">{detail}</span> : null}
      </span>
    </label>
  );
}
