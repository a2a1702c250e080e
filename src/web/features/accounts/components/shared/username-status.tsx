import { CircleCheck, CircleX } from 'lucide-react';
import { MSG } from '#shared/schemas/messages.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import type { UsernameStatus as Status } from '../../api/get-username-exists.ts';

/** The availability line under a username field, announced politely (docs/product.md §9.1). */
export function UsernameStatus({ status, id }: { status: Status; id?: string }) {
  const i18n = useI18n();
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium">
      {status === 'checking' ? (
        <span className="inline-flex items-center gap-2 text-ink-muted">
          <Spinner label="" className="text-primary" />
          {i18n._('Checking availability…')}
        </span>
      ) : null}
      {status === 'taken' ? (
        <span className="inline-flex items-center gap-1.5 text-danger" data-status="taken">
          <CircleX aria-hidden="true" className="size-4" />
          {i18n._(MSG.usernameExists)}
        </span>
      ) : null}
      {status === 'available' ? (
        <span className="inline-flex items-center gap-1.5 text-success" data-status="available">
          <CircleCheck aria-hidden="true" className="size-4" />
          {i18n._('Username is available')}
        </span>
      ) : null}
      {status === 'error' ? (
        <span className="text-ink-muted">{i18n._('Couldn’t check this username right now.')}</span>
      ) : null}
    </p>
  );
}
