import { useParams } from 'react-router';
import { isNotFound, useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';
import { HoursForm } from './hours-form.tsx';

/** `/dashboard/business/{id}/hours`: the owner's weekly opening hours (optional; not a wizard step). */
export function HoursPage() {
  const { businessId = '' } = useParams();
  const query = useOwnerBusiness(businessId);
  useDocumentTitle('Opening hours');
  if (query.isPending) return <BusinessLoading />;
  if (query.isError)
    return <BusinessProblem message={isNotFound(query.error) ? undefined : errorMessage(query.error)} />;
  const business = query.data;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>Back to your business</BackLink>
      <Eyebrow className="mt-6">{business.businessName ?? 'Your business'}</Eyebrow>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">Opening hours</h1>
      <p className="mt-2 text-ink-soft sm:text-lg">
        Optional. Shoppers see your week and whether you are open now, in your business’s own time zone
        {business.timeZone ? ` (${business.timeZone.replace('_', ' ')})` : ''}.
      </p>
      {business.timeZone ? (
        <HoursForm businessId={businessId} saved={business.openingHours} />
      ) : (
        <div role="alert" className="mt-6 rounded-2xl border border-line bg-paper p-6 shadow-soft">
          <p className="text-ink">
            Add your business’s ZIP code first: your hours are kept in its time zone.
          </p>
          <ButtonLink to={paths.businessEdit(businessId, 3)} className="mt-4">
            Add your ZIP code
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
