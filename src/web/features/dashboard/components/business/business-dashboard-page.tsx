import { MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { cityState } from '#shared/display/format.ts';
import { isNotFound, useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { fullName } from '../../lib/tile-name.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';
import { BlockPostPanel } from './block-post-panel.tsx';
import { InsightsCard } from './insights-card.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { StatusCard } from './status-card.tsx';

/** `/dashboard/business/{id}`: greeting, status, insights, settings menu and what's coming (docs/product.md §8.1). */
export function BusinessDashboardPage() {
  const { businessId = '' } = useParams();
  const i18n = useI18n();
  const { data: business, isPending, error } = useOwnerBusiness(businessId);
  const name = business ? fullName(business.businessName, i18n) : null;
  useDocumentTitle(name ?? i18n._('Business dashboard'));

  if (isPending) return <BusinessLoading />;
  if (error) return <BusinessProblem message={isNotFound(error) ? undefined : i18n._(errorMessage(error))} />;
  const place = cityState(business.businessCity, business.businessState);
  return (
    <>
      <div className="border-b border-line/70 bg-cream-deep/50">
        <div className="mx-auto max-w-page px-4 pt-6 pb-10 sm:px-6 sm:pb-12 lg:px-8">
          <BackLink to={paths.dashboard}>{i18n._('Back to Dashboard')}</BackLink>
          <Eyebrow className="mt-6">{i18n._('Business dashboard')}</Eyebrow>
          <h1 className="mt-2 text-4xl font-semibold break-words text-ink sm:text-5xl">
            {business.businessName
              ? i18n._('Hello, {name}!', { name })
              : i18n._('Hello! Your new business awaits')}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-soft">
            {place ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-clay-strong" />
                {place}
              </span>
            ) : null}
            {business.businessUsername ? <span>@{business.businessUsername}</span> : null}
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-page gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start lg:px-8">
        <div className="space-y-6">
          <StatusCard business={business} />
          <InsightsCard businessId={business.businessId} isPublished={business.isPublished} />
        </div>
        <div className="space-y-6">
          <SettingsMenu businessId={business.businessId} businessUsername={business.businessUsername} />
          <BlockPostPanel businessId={business.businessId} />
        </div>
      </div>
    </>
  );
}
