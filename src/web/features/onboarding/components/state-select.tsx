import type { ComponentProps } from 'react';
import { US_STATES } from '#shared/catalogues/states.ts';
import { Select } from '../../../components/ui/select.tsx';

/** A native select of the 50 states and DC (by name); inside a <Field> it is labelled. */
export function StateSelect(props: ComponentProps<'select'>) {
  return (
    <Select {...props}>
      <option value="">Choose…</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.name}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}
