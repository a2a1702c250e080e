import { Input } from './input.tsx';

/** Where a destructive action's confirmation word is typed exactly (no autofill, capitals or spelling). */
export function TypedConfirmationInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
