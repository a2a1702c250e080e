import type { ChangeEvent, ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldControl } from '../../../../components/ui/field-context.ts';
import { Input } from '../../../../components/ui/input.tsx';

export interface UsernameInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'onBlur' | 'name'> {
  registration: UseFormRegisterReturn;
  /** Another element that describes the input, added to the Field's hint and error. */
  alsoDescribedBy?: string;
}

/** A username input that lowercases as you type (docs/product.md §9.1), keeping the caret where it was. */
export function UsernameInput({ registration, alsoDescribedBy, ...props }: UsernameInputProps) {
  const field = useFieldControl();
  const describedBy = [field['aria-describedby'], alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const lower = input.value.toLowerCase();
    if (lower !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = lower;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    return registration.onChange(event);
  };
  return (
    <Input
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      {...props}
      aria-describedby={describedBy}
      name={registration.name}
      ref={registration.ref}
      onBlur={registration.onBlur}
      onChange={onChange}
    />
  );
}
