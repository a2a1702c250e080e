import { type ComponentProps, useState } from 'react';
import { useFieldControl } from '../../../../components/ui/field-context.ts';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** A password input with a SHOW/HIDE toggle (docs/product.md §9.3). Use inside a <Field>. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const i18n = useI18n();
  const [visible, setVisible] = useState(false);
  const { id } = useFieldControl();
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-20', className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={props.id ?? id}
        aria-label={visible ? i18n._('Hide password') : i18n._('Show password')}
        className="absolute inset-y-1.5 right-1.5 rounded-md px-3 text-xs font-bold tracking-[0.12em] text-primary transition-colors hover:bg-cream-deep"
      >
        {visible ? i18n._('HIDE') : i18n._('SHOW')}
      </button>
    </div>
  );
}
