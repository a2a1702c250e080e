import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MSG } from '#shared/schemas/messages.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import type { UsernameStatus as Status } from '../../api/get-username-exists.ts';
import { UsernameCooldown } from './username-cooldown.tsx';
import { UsernameInput } from './username-input.tsx';
import { UsernameStatus } from './username-status.tsx';

export interface UsernameFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  status: Status;
  /** Translated. */
  hint?: string;
  /** When the next username change is allowed (ms), while the person is trying to change it. */
  cooldownUntil?: number | null;
  /** What the server drew in the field (a form it answered). */
  defaultValue?: string;
}

/** Username with the signup rules, the availability status and, in settings, the 7-day cooldown (docs/product.md §9.1, §10.2). */
export function UsernameField({
  registration,
  error,
  status,
  hint,
  cooldownUntil,
  defaultValue,
}: UsernameFieldProps) {
  const i18n = useI18n();
  const cooldownId = useId();
  const showError = !(status === 'taken' && error === MSG.usernameExists);
  return (
    <div className="space-y-1.5">
      <Field label={i18n._('Username')} error={showError ? error : null} hint={hint} required>
        <UsernameInput
          registration={registration}
          defaultValue={defaultValue}
          alsoDescribedBy={cooldownUntil ? cooldownId : undefined}
        />
      </Field>
      {(error && showError) || cooldownUntil ? null : <UsernameStatus status={status} />}
      {cooldownUntil ? <UsernameCooldown id={cooldownId} until={cooldownUntil} /> : null}
    </div>
  );
}
