import { ArrowRight, Sprout } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { readOutOfAreaState } from '../lib/out-of-area-state.ts';

/** `/out-of-area` (docs/product.md §5.5): the owner's state isn't live yet; Continue → step 4, Exit → dashboard. */
export function OutOfAreaPage() {
  const i18n = useI18n();
  const place = readOutOfAreaState(useLocation().state);
  useDocumentTitle(place ? i18n._("{state} isn't live yet", { state: place.state }) : undefined);
  if (!place) return <Navigate to={paths.onboarding(1)} replace />;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16">
      <div className="rounded-2xl border border-line/70 bg-paper p-6 text-center shadow-soft sm:p-10">
        <RoundIcon icon={Sprout} />
        <h1 className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">
          {i18n._("{city}, {state} isn't live yet", { city: place.city, state: place.state })}
        </h1>
        {place.unpublished ? (
          <p className="mx-auto mt-4 max-w-lg rounded-xl bg-clay-soft/60 px-4 py-3 font-semibold text-ink">
            {i18n._(
              'Your profile is now hidden from the market, because businesses can only be public in states that are live.',
            )}
          </p>
        ) : null}
        <p className="mx-auto mt-4 max-w-lg text-lg text-ink-soft">
          {i18n._(
            "We're opening state by state. Your business information is saved — keep building your profile now, and we'll let you know as soon as {state} opens so you can make it public.",
            { state: place.state },
          )}
        </p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.dashboard} variant="secondary">
            {i18n._('Exit')}
          </ButtonLink>
          <ButtonLink to={place.continueTo ?? paths.onboarding(4)}>
            {i18n._('Continue')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
