import type { ChangeEvent, ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../../components/ui/input.tsx';

export interface DigitsInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'onBlur' | 'name'> {
  registration: UseFormRegisterReturn;
  digits: number;
}

/** A numeric text input that keeps only digits, up to `digits` of them (zip, year). */
export function DigitsInput({ registration, digits, ...props }: DigitsInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = event.target.value.replace(/\D/g, '').slice(0, digits);
    if (clean !== event.target.value) event.target.value = clean;
    return registration.onChange(event);
  };
  return (
    <Input
      inputMode="numeric"
      maxLength={digits}
      {...props}
      name={registration.name}
      ref={registration.ref}
      onBlur={registration.onBlur}
      onChange={onChange}
    />
  );
}
