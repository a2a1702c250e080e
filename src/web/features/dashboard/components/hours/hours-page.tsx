import { useParams } from 'react-router';
import { isNotFound, useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';
import { HoursForm } from './hours-form.tsx';

/** `/dashboard/business/{id}/hours`: the owner's weekly opening hours (optional; not a wizard step). */
export function HoursPage() {
  const { businessId = '' } = useParams();
  const i18n = useI18n();
  const query = useOwnerBusiness(businessId);
  useDocumentTitle(i18n._('Opening hours'));
  if (query.isPending) return <BusinessLoading />;
  if (query.isError)
    return (
      <BusinessProblem message={isNotFound(query.error) ? undefined : i18n._(errorMessage(query.error))} />
    );
  const business = query.data;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>{i18n._('Back to your business')}</BackLink>
      <Eyebrow className="mt-6">{business.businessName ?? i18n._('Your business')}</Eyebrow>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">{i18n._('Opening hours')}</h1>
      <p className="mt-2 text-ink-soft sm:text-lg">
        {business.timeZone
          ? i18n._(
              'Optional. Shoppers see your week and whether you are open now, in your business’s own time zone ({zone}).',
              { zone: business.timeZone.replace('_', ' ') },
            )
          : i18n._(
              'Optional. Shoppers see your week and whether you are open now, in your business’s own time zone.',
            )}
      </p>
      {business.timeZone ? (
        <HoursForm businessId={businessId} saved={business.openingHours} />
      ) : (
        <div role="alert" className="mt-6 rounded-2xl border border-line bg-paper p-6 shadow-soft">
          <p className="text-ink">
            {i18n._('Add your business’s ZIP code first: your hours are kept in its time zone.')}
          </p>
          <ButtonLink to={paths.businessEdit(businessId, 3)} className="mt-4">
            {i18n._('Add your ZIP code')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
