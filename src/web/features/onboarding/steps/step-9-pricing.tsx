import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PRICING_ROWS_MAX, STEP_TITLES, step9Schema } from '#shared/schemas/steps/index.ts';
import type { PricingItem } from '#shared/types/business.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { PricingRow } from '../components/pricing-row.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { STARTING_RATE_FAILED } from '../lib/step-messages.ts';
import { loadedStep } from './loaded-step.tsx';

type Values = z.input<typeof step9Schema>;
interface Data {
  startingRate: boolean;
  items: PricingItem[];
}
const TITLE = STEP_TITLES[9];
const DESCRIPTION =
  /*i18n*/ 'List a few things you sell or offer and what they cost. Empty rows are skipped.';
const EMPTY = { itemName: '', itemPrice: '' };

type Row = { itemName: string; itemPrice: string };
const filled = (rows: Row[]) =>
  rows.map((r) => [r.itemName.trim(), r.itemPrice.trim()]).filter(([name, price]) => name || price);
const sameItems = (a: Row[], b: Row[]) => JSON.stringify(filled(a)) === JSON.stringify(filled(b));

/** Step 9: pricing rows (name + price, empty rows ignored) and 'This is starting rate', saved in one call. */
export const Step9Pricing = loadedStep<Data>(9, DESCRIPTION, Step9Form);

function Step9Form({ data }: { data: Data }) {
  const i18n = useI18n();
  const { save, saving } = useSaveStep();
  const items = data.items.map((i) => ({ itemName: i.itemName, itemPrice: String(i.itemPrice) }));
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(step9Schema, undefined, { raw: true }),
    defaultValues: { startingRate: data.startingRate, items: items.length ? items : [EMPTY] },
  });
  const rows = useFieldArray({ control, name: 'items' });
  const errors = formState.errors.items;
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={handleSubmit((values) =>
        save(values, {
          setFieldError: (f, message) => setError(f as 'items', { message }),
          // Only the checkbox changed: say that the starting rate failed, not the items.
          saveFailed:
            values.startingRate !== data.startingRate && sameItems(values.items, items)
              ? STARTING_RATE_FAILED
              : undefined,
        }),
      )}
    >
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <PricingRow
            key={row.id}
            index={index}
            name={register(`items.${index}.itemName`)}
            price={register(`items.${index}.itemPrice`)}
            nameError={errors?.[index]?.itemName?.message}
            priceError={errors?.[index]?.itemPrice?.message}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </ul>
      {rows.fields.length < PRICING_ROWS_MAX ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => rows.append(EMPTY)}>
          <Plus aria-hidden="true" />
          {i18n._('Add item')}
        </Button>
      ) : null}
      <label className="mt-6 flex cursor-pointer items-center gap-3 border-t border-line/70 pt-5 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-primary" {...register('startingRate')} />
        {i18n._('This is starting rate')}
      </label>
      <p className="mt-1 pl-8 text-sm text-ink-muted">
        {i18n._('Prices then show as “Starting at $25.00”.')}
      </p>
    </StepLayout>
  );
}
