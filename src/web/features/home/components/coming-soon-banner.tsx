import { ArrowRight, MapPinned } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The banner for owners in states that are not live yet, with a button to /onboarding (docs/product.md §12.1). */
export function ComingSoonBanner() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-page px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 rounded-2xl border border-primary/15 bg-primary-soft px-6 py-8 sm:flex-row sm:items-center sm:px-10">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-paper text-primary shadow-soft">
          <MapPinned aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="coming-soon-title" className="text-2xl font-semibold text-ink">
            {i18n._('Not live in your state yet?')}
          </h2>
          <p className="mt-1.5 text-ink-soft">
            {i18n._(
              'We’re opening state by state. Build your profile now and we’ll let you know the moment your state goes live.',
            )}
          </p>
        </div>
        <ButtonLink to={paths.onboarding()} variant="secondary" size="lg" className="w-full sm:w-auto">
          {i18n._('Start Your Profile')}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
