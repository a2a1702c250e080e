import type { ComponentProps } from 'react';
import { US_STATES } from '#shared/catalogues/states.ts';
import { Select } from '../../../components/ui/select.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/** A native select of the 50 states and DC (by name, never translated); inside a <Field> it is labelled. */
export function StateSelect(props: ComponentProps<'select'>) {
  const i18n = useI18n();
  return (
    <Select {...props}>
      <option value="">{i18n._('Choose…')}</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.name}>
          {s.name}
        </option>
      ))}
    </Select>
  );
}
