import { Plus } from 'lucide-react';
import { useMyBusinesses } from '../../../../api/get-my-businesses.ts';
import { BusinessCardSkeleton } from '../../../../components/business-card-skeleton.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { LoadErrorAlert } from '../shared/load-error-alert.tsx';
import { NoBusinesses } from './no-businesses.tsx';
import { ProfileBusinessCard } from './profile-business-card.tsx';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The My Businesses tab: the owner's cards, or the empty state (docs/product.md §10.1). */
export function MyBusinessesTab() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch, isRefetching } = useMyBusinesses();
  const none = data?.length === 0;

  return (
    <section aria-labelledby="my-businesses-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="my-businesses-title" className="text-2xl font-semibold text-ink sm:text-3xl">
          {i18n._('My Businesses')}
        </h2>
        {none ? (
          <ButtonLink to={paths.onboarding()}>
            <Plus aria-hidden="true" />
            {i18n._('Add Business')}
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-6">
        {isPending ? (
          <div className={grid} aria-busy="true">
            <p className="sr-only" role="status">
              {i18n._('Loading your businesses…')}
            </p>
            {[0, 1, 2].map((i) => (
              <BusinessCardSkeleton key={i} actions />
            ))}
          </div>
        ) : null}
        {isError ? (
          <LoadErrorAlert
            title={i18n._('We couldn’t load your businesses.')}
            retrying={isRefetching}
            onRetry={() => refetch()}
          />
        ) : null}
        {none ? <NoBusinesses /> : null}
        {data?.length ? (
          <ul className={grid}>
            {data.map((business) => (
              <li key={business.businessId}>
                <ProfileBusinessCard business={business} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
