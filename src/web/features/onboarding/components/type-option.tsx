import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export interface TypeOptionProps extends Omit<ComponentProps<'input'>, 'type'> {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A radio shown as a large card (step 1: 'I sell products' / 'I offer services'). */
export function TypeOption({ icon: Icon, title, text, ...input }: TypeOptionProps) {
  return (
    <label className="group relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 border-line bg-paper p-5 transition hover:border-primary/50 has-checked:border-primary has-checked:bg-primary-soft/60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-strong">
      <input type="radio" className="peer sr-only" {...input} />
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-cream-deep text-clay-strong transition group-has-checked:bg-primary group-has-checked:text-cream">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="font-display text-xl font-semibold text-ink">{title}</span>
      <span className="text-ink-soft">{text}</span>
      <span
        aria-hidden="true"
        className="absolute top-4 right-4 size-5 rounded-full border-2 border-line bg-paper transition group-has-checked:border-primary group-has-checked:bg-primary group-has-checked:shadow-[inset_0_0_0_3px_var(--color-paper)]"
      />
    </label>
  );
}
