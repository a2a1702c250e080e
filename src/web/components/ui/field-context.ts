// Links a <Field>'s label, hint and error to the control inside it (id, aria-describedby, aria-invalid).
import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/** Props a control spreads to join its surrounding <Field> (nothing outside a Field). */
export function useFieldControl(): Partial<FieldControlProps> {
  return useContext(FieldContext) ?? {};
}
