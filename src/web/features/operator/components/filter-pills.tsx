import { cn } from '../../../lib/cn.ts';

export interface FilterPillsProps<T extends string> {
  /** What the choice is about (read by screen readers). */
  legend: string;
  name: string;
  options: readonly { id: T; label: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few views of a list, as pills (radio buttons underneath, so arrows work). */
export function FilterPills<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: FilterPillsProps<T>) {
  return (
    <fieldset className="mb-5 flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label
          key={o.id}
          className={cn(
            'cursor-pointer rounded-pill border px-3.5 py-1.5 text-sm font-semibold transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-strong',
            value === o.id
              ? 'border-primary bg-primary text-cream'
              : 'border-line bg-paper text-ink-soft hover:border-ink-muted/50',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === o.id}
            onChange={() => onChange(o.id)}
          />
          {o.label}
          {o.count === undefined ? null : <span className="font-normal"> ({o.count})</span>}
        </label>
      ))}
    </fieldset>
  );
}
