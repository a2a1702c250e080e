import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** 'Loading business...' while a business page loads its business. */
export function BusinessLoading() {
  const i18n = useI18n();
  return (
    <div className="mx-auto flex min-h-[45dvh] max-w-page items-center justify-center px-4">
      <p role="status" className="flex items-center gap-3 text-lg text-ink-soft">
        <Spinner label="" className="text-primary" />
        {i18n._('Loading business...')}
      </p>
    </div>
  );
}

/** A business page whose business is missing or someone else's, or could not load. */
export function BusinessProblem({ message }: { message?: string }) {
  const i18n = useI18n();
  return (
    <div className="mx-auto flex min-h-[45dvh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <RoundIcon icon={SearchX} tone="clay" />
      <div role="alert">
        <h1 className="mt-5 text-3xl font-semibold text-ink">{message ?? i18n._('Business not found.')}</h1>
        <p className="mt-2 text-ink-soft">
          {message
            ? i18n._('Please check your connection and try again in a moment.')
            : i18n._('It may have been deleted, or it belongs to another account.')}
        </p>
      </div>
      <ButtonLink to={paths.dashboard} variant="secondary" className="mt-6">
        {i18n._('Back to Dashboard')}
      </ButtonLink>
    </div>
  );
}
