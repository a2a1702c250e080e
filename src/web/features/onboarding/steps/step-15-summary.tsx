import { Eye } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { previewChips } from '#shared/display/chips.ts';
import { type OwnerBusiness, useOwnerBusiness } from '../../../api/get-owner-business.ts';
import { BusinessProfileView } from '../../../components/business/business-profile-view.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { isNotFound, LoadError } from '../components/load-error.tsx';
import { PublishPanel } from '../components/publish-panel.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepSkeleton } from '../components/step-skeleton.tsx';
import { useWizard } from '../hooks/wizard-context.ts';
import { STEP_MESSAGES } from '../lib/step-messages.ts';
import { toProfileData } from '../lib/to-profile-data.ts';

const TITLE = /*i18n*/ 'Summary';
const DESCRIPTION = /*i18n*/ 'This is your page exactly as shoppers will see it.';

/** Step 15: the full preview (the public page itself), then Save as Draft or Make Public. */
export function Step15Summary() {
  const { businessId } = useWizard();
  const i18n = useI18n();
  const query = useOwnerBusiness(businessId);
  const failed = i18n._(STEP_MESSAGES[15].loadFailed);
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) toast.error(failed);
  }, [query.error, failed]);
  const business = query.data;
  return (
    <StepLayout title={TITLE} description={DESCRIPTION} wide plain actions={<span />}>
      {business ? (
        <Preview business={business} />
      ) : query.error ? (
        <LoadError error={query.error} message={failed} onRetry={() => void query.refetch()} />
      ) : (
        <StepSkeleton />
      )}
    </StepLayout>
  );
}

function Preview({ business }: { business: OwnerBusiness }) {
  const i18n = useI18n();
  return (
    <>
      <section
        aria-label={i18n._('Profile preview')}
        className="relative mt-4 rounded-2xl border-2 border-dashed border-line p-4 pt-10 sm:p-8 sm:pt-12"
      >
        <p className="absolute top-0 left-4 inline-flex -translate-y-1/2 items-center gap-2 rounded-pill border border-line bg-cream px-3 py-1 text-xs font-semibold tracking-wide text-ink uppercase sm:left-8">
          <Eye aria-hidden="true" className="size-4 text-clay-strong" />
          {i18n._('Preview')}
        </p>
        <BusinessProfileView
          business={toProfileData(business)}
          chips={previewChips(business.businessIdentities, business.businessStructure)}
          mobileService={business.hasMobileService ? business.mobileServiceDesc : null}
        />
      </section>
      <section
        aria-labelledby="publish-heading"
        className="mt-8 rounded-2xl border border-line/70 bg-paper p-5 shadow-soft sm:p-8"
      >
        <h2 id="publish-heading" className="text-2xl font-semibold text-ink">
          {i18n._('Ready to share it?')}
        </h2>
        <p className="mt-1 mb-5 text-ink-soft">
          {i18n._('Save it as a draft to finish later, or make it public now.')}
        </p>
        <PublishPanel business={business} />
      </section>
    </>
  );
}
