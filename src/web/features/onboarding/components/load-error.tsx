import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { BUSINESS_NOT_FOUND } from '../lib/step-messages.ts';

/** True when the server refused the business: someone else's (403) or unknown (404). */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 403 || err.status === 404);

export interface LoadErrorProps {
  error: unknown;
  /** The step's message, in the page's language. */
  message: string;
  onRetry?: () => void;
}

/** A failed load: 'Business not found.' for 403/404, else the step's message with Try again. */
export function LoadError({ error, message, onRetry }: LoadErrorProps) {
  const i18n = useI18n();
  const notFound = isNotFound(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-ink">{notFound ? i18n._(BUSINESS_NOT_FOUND) : message}</p>
      {notFound ? (
        <ButtonLink to={paths.dashboard} variant="secondary">
          {i18n._('Go to your dashboard')}
        </ButtonLink>
      ) : onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {i18n._('Try again')}
        </Button>
      ) : null}
    </div>
  );
}
