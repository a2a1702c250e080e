import { RefreshCw, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export interface BusinessNotFoundProps {
  /** The page failed to load (rather than the business not existing). */
  failed?: boolean;
  /** The page again ("Try again"): a link, so it works where the app does not run (docs/decisions/041). */
  retryHref?: string;
}

/** 'Business not found' for an unknown or unpublished business (docs/product.md §4.4). */
export function BusinessNotFound({ failed = false, retryHref }: BusinessNotFoundProps) {
  const i18n = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <RoundIcon icon={SearchX} tone="clay" />
      <h1 className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">
        {failed ? i18n._('This page didn’t load') : i18n._('Business not found')}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        {failed
          ? i18n._('Something went wrong on our side or with your connection. Please try again.')
          : i18n._('This business may have moved, changed its name, or isn’t open to the public yet.')}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {failed && retryHref ? (
          <ButtonLink to={retryHref} replace>
            <RefreshCw aria-hidden="true" />
            {i18n._('Try again')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.explore} variant={failed ? 'secondary' : 'primary'}>
          {i18n._('Browse Local Businesses')}
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {i18n._('Return to Home')}
        </ButtonLink>
      </div>
    </div>
  );
}
