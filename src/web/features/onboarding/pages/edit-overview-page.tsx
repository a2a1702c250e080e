import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { useOwnerBusiness } from '../../../api/get-owner-business.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoadError } from '../components/load-error.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { StepSkeleton } from '../components/step-skeleton.tsx';
import { hoursRows } from '../lib/hours-rows.ts';
import { overviewSections } from '../lib/overview-sections.tsx';

/** `/dashboard/business/{id}/edit`: every section of the profile with its value and an Edit link. */
export function EditOverviewPage() {
  const { businessId = '' } = useParams();
  const i18n = useI18n();
  const query = useOwnerBusiness(businessId);
  const business = query.data;
  useDocumentTitle(
    business?.businessName ? i18n._('Edit {name}', { name: business.businessName }) : i18n._('Edit business'),
  );
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <ButtonLink to={paths.businessDashboard(businessId)} variant="link">
        <ArrowLeft aria-hidden="true" />
        {i18n._('Business dashboard')}
      </ButtonLink>
      <Eyebrow className="mt-6">{i18n._('Edit profile')}</Eyebrow>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">
        {business ? (business.businessName ?? i18n._('Your business')) : i18n._('Edit business')}
      </h1>
      <div className="mt-8 grid items-start gap-4 lg:grid-cols-2">
        {business ? (
          <>
            {overviewSections(business, i18n).map((s) => (
              <OverviewSection
                key={s.step}
                title={s.title}
                rows={s.rows}
                editTo={paths.businessEdit(businessId, s.step)}
              />
            ))}
            {/* Optional, after the wizard's steps: edited on its own page. */}
            <OverviewSection
              title={i18n._('Opening Hours')}
              rows={hoursRows(business, i18n)}
              editTo={paths.businessHours(businessId)}
            />
          </>
        ) : (
          <div className="lg:col-span-2">
            {query.error ? (
              <LoadError
                error={query.error}
                message={i18n._('Failed to load business details.')}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <StepSkeleton />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
