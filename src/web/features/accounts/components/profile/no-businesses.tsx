import { Store } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** Empty state of My Businesses (docs/product.md §10.1). */
export function NoBusinesses() {
  const i18n = useI18n();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-paper/70 px-6 py-14 text-center">
      <RoundIcon icon={Store} tone="clay" />
      <h3 className="mt-5 text-2xl font-semibold text-ink">
        {i18n._("You haven't created any businesses yet")}
      </h3>
      <p className="mt-2 max-w-md text-ink-soft">
        {i18n._(
          'Share your shop or service with neighbors. It takes about 10 to 15 minutes, and you can save a draft anytime.',
        )}
      </p>
      <ButtonLink to={paths.onboarding()} size="lg" className="mt-6">
        {i18n._('Create Your First Business')}
      </ButtonLink>
    </div>
  );
}
