import { formatCount } from '#shared/display/format.ts';
import type { FacetCount } from '#shared/types/search.ts';
import { Select } from '../../../components/ui/select.tsx';

export interface FacetSelectProps {
  id: string;
  label: string;
  name: string;
  /** The "no filter" option, e.g. "All live states". */
  any: string;
  value: string;
  options: readonly FacetCount[];
  hideLabel?: boolean;
}

/** A one-choice filter as a select, each value with its count; the chosen one stays listed. */
export function FacetSelect({ id, label, name, any, value, options, hideLabel }: FacetSelectProps) {
  const listed =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value, count: 0 }, ...options]
      : options;
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-semibold text-ink-soft'}
      >
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {[...listed]
          .sort((a, b) => a.label.localeCompare(b.label))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} ({formatCount(o.count, o.estimated)})
            </option>
          ))}
      </Select>
    </div>
  );
}
