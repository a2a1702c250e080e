// The filter forms are uncontrolled and start from the address. A change the form made itself must
// not rebuild it (the focused checkbox would be lost); any other change (Back, a removed chip, the
// words) must, so the form shows the address again. This key changes only for the latter.
import { useRef, useState } from 'react';

export function useFormResetKey(address: string) {
  const [seen, setSeen] = useState(address);
  const [key, setKey] = useState(0);
  const fromForm = useRef<string | null>(null);
  if (address !== seen) {
    setSeen(address);
    if (address !== fromForm.current) setKey((k) => k + 1);
  }
  return {
    formKey: String(key),
    /** Call with the address a form is about to open. */
    fromForm: (next: string) => {
      fromForm.current = next;
    },
  };
}
