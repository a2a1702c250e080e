import { formatCount } from '#shared/display/format.ts';
import type { FacetCount } from '#shared/types/search.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { FilterFieldset } from './filter-fieldset.tsx';

/** Shops, services or both, as radio buttons with their counts. */
export function TypeChoice({ value, options }: { value: string; options: readonly FacetCount[] }) {
  const i18n = useI18n();
  const count = (v: string) => options.find((o) => o.value === v)?.count ?? 0;
  const estimated = options.some((o) => o.estimated);
  const choices = [
    { value: '', label: i18n._('Shops and services'), count: options.reduce((n, o) => n + o.count, 0) },
    { value: 'shop', label: i18n._('Shops'), count: count('shop') },
    { value: 'service', label: i18n._('Services'), count: count('service') },
  ];
  return (
    <FilterFieldset legend={i18n._('Type')}>
      <ul className="-mx-2 space-y-0.5">
        {choices.map((choice) => (
          <li key={choice.value || 'any'}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-2 text-[0.95rem] text-ink-soft hover:bg-cream-deep">
              <input
                type="radio"
                name="type"
                value={choice.value}
                defaultChecked={value === choice.value}
                className="size-4.5 accent-primary"
              />
              <span className="flex-1">{choice.label}</span>
              <span className="text-sm tabular-nums text-ink-muted">
                {formatCount(choice.count, estimated)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </FilterFieldset>
  );
}
