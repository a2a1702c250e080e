import { formatCount } from '#shared/display/format.ts';
import type { FacetCount } from '#shared/types/search.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { FilterFieldset } from './filter-fieldset.tsx';

const SHOWN_FIRST = 6;

export interface FacetChecklistProps {
  legend: string;
  name: string;
  options: readonly FacetCount[];
  selected: readonly string[];
  /** Names for chosen values that match nothing now (count 0). */
  labelOf: (value: string) => string;
}

/** Checkboxes for one filter, each with its count; the chosen ones first, the rest behind "More". */
export function FacetChecklist({ legend, name, options, selected, labelOf }: FacetChecklistProps) {
  const i18n = useI18n();
  const chosen = selected.map(
    (value) => options.find((o) => o.value === value) ?? { value, label: labelOf(value), count: 0 },
  );
  const others = options.filter((o) => !selected.includes(o.value));
  const all = [...chosen, ...others];
  if (all.length === 0) return null;
  const first = all.slice(0, Math.max(SHOWN_FIRST, chosen.length));
  const rest = all.slice(first.length);
  const item = (option: FacetCount) => (
    <li key={option.value}>
      <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-2 text-[0.95rem] text-ink-soft hover:bg-cream-deep">
        <input
          type="checkbox"
          name={name}
          value={option.value}
          defaultChecked={selected.includes(option.value)}
          className="size-4.5 shrink-0 accent-primary"
        />
        <span className="flex-1">{option.label}</span>
        <span className="text-sm tabular-nums text-ink-muted">
          {formatCount(option.count, option.estimated)}
        </span>
      </label>
    </li>
  );
  return (
    <FilterFieldset legend={legend}>
      <ul className="-mx-2 space-y-0.5">{first.map(item)}</ul>
      {rest.length ? (
        <details className="group mt-1">
          <summary className="cursor-pointer rounded-sm px-0 py-1 text-sm font-semibold text-primary">
            <span className="group-open:hidden">{i18n._('More ({count})', { count: rest.length })}</span>
            <span className="hidden group-open:inline">{i18n._('Fewer')}</span>
          </summary>
          <ul className="-mx-2 mt-1 space-y-0.5">{rest.map(item)}</ul>
        </details>
      ) : null}
    </FilterFieldset>
  );
}
