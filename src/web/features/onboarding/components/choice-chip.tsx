import { Check, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface ChoiceChipProps {
  label: string;
  selected: boolean;
  /** Dimmed when the limit is reached (a click is then ignored, docs/product.md §5.6). */
  muted?: boolean;
  onToggle: () => void;
}

/** A toggle button shaped like a chip: pressed = selected. */
export function ChoiceChip({ label, selected, muted, onToggle }: ChoiceChipProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-pill border px-4 py-2 text-left text-sm font-semibold transition duration-150',
        selected
          ? 'border-primary bg-primary text-cream shadow-soft hover:bg-primary-hover'
          : 'border-line bg-paper text-ink hover:border-primary/60 hover:bg-primary-soft/50',
        muted && !selected && 'opacity-60',
      )}
    >
      {selected ? (
        <Check aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <Plus aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      )}
      {label}
    </button>
  );
}
