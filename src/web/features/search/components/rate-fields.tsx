import { Input } from '../../../components/ui/input.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { FilterFieldset } from './filter-fieldset.tsx';

/** The starting-rate range of services (their lowest listed price), in dollars. */
export function RateFields({ min, max, idPrefix }: { min: string; max: string; idPrefix: string }) {
  const i18n = useI18n();
  const field = (key: 'rateMin' | 'rateMax', label: string, value: string) => (
    <div className="flex-1">
      <label htmlFor={`${idPrefix}-${key}`} className="mb-1 block text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
        >
          $
        </span>
        <Input
          id={`${idPrefix}-${key}`}
          name={key}
          defaultValue={value}
          inputMode="decimal"
          className="pl-7"
        />
      </div>
    </div>
  );
  return (
    <FilterFieldset legend={i18n._('Service prices')}>
      <div className="flex gap-3">
        {field('rateMin', i18n._('From'), min)}
        {field('rateMax', i18n._('To'), max)}
      </div>
    </FilterFieldset>
  );
}
