import { CircleCheck, CircleX } from 'lucide-react';
import { STEP_MSG } from '#shared/schemas/steps/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { Availability } from '../api/get-business-username-available.ts';

/** The availability line under the username: a spinner, then taken (red) or available (green). */
export function UsernameStatus({ status, id }: { status: Availability; id: string }) {
  const i18n = useI18n();
  return (
    <span id={id} aria-live="polite" className="mt-1 block text-sm font-semibold">
      {status === 'checking' ? (
        <span className="inline-flex items-center gap-2 text-ink-muted">
          <Spinner label="" /> {i18n._('Checking availability…')}
        </span>
      ) : status === 'taken' ? (
        <span className="inline-flex items-center gap-1.5 text-danger">
          <CircleX aria-hidden="true" className="size-4" /> {i18n._(STEP_MSG.usernameTaken)}
        </span>
      ) : status === 'available' ? (
        <span className="inline-flex items-center gap-1.5 text-success">
          <CircleCheck aria-hidden="true" className="size-4" /> {i18n._('Available')}
        </span>
      ) : null}
    </span>
  );
}
