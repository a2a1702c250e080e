import { Trash2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';

export interface PricingRowProps {
  index: number;
  name: UseFormRegisterReturn;
  price: UseFormRegisterReturn;
  nameError?: string;
  priceError?: string;
  onRemove: () => void;
}

/** One pricing item: its name, its price (up to 2 decimals) and a remove button. */
export function PricingRow({ index, name, price, nameError, priceError, onRemove }: PricingRowProps) {
  const i18n = useI18n();
  const number = index + 1;
  return (
    <li className="grid grid-cols-[1fr_auto] items-start gap-3 rounded-xl border border-line/70 bg-cream/60 p-4 sm:grid-cols-[1fr_10rem_auto]">
      <Field
        label={i18n._('Item {number} name', { number })}
        error={nameError}
        className="col-span-2 sm:col-span-1"
      >
        <Input placeholder={i18n._('e.g. Haircut, Custom mug')} {...name} />
      </Field>
      <Field
        label={withTags(i18n._('Price<0> of item {number}</0>', { number }), {
          0: (chunk) => <span className="sr-only">{chunk}</span>,
        })}
        error={priceError}
      >
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-muted"
          >
            $
          </span>
          <Input inputMode="decimal" placeholder="0.00" className="pl-7" {...price} />
        </div>
      </Field>
      <Button
        variant="ghost"
        size="icon"
        className="mt-6.5 text-ink-muted hover:text-danger"
        aria-label={i18n._('Remove item {number}', { number })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
