import { History } from 'lucide-react';
import { useState } from 'react';
import { useOwnerBusiness } from '../../../api/get-owner-business.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { clearCurrentBusinessId, getCurrentBusinessId } from '../lib/current-business.ts';
import { resumeStep } from '../lib/wizard-steps.ts';

/** On step 0, an unfinished business remembered in this browser can be continued or set aside. */
export function ResumeNotice() {
  const i18n = useI18n();
  const [id, setId] = useState(getCurrentBusinessId);
  const query = useOwnerBusiness(id);
  const business = query.data;
  if (!id || !business || business.isPublished) return null;
  const next = resumeStep(business.onboardingStep);
  return (
    <div className="relative mt-8 rounded-xl border border-honey/60 bg-[#fdf3dc] p-4 sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <History aria-hidden="true" className="size-5 text-clay-strong" />
        {business.businessName
          ? i18n._('You have an unfinished profile: {name}.', { name: business.businessName })
          : i18n._('You have an unfinished profile.')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ButtonLink to={paths.onboarding(next)} size="sm">
          {i18n._('Continue at step {step}', { step: next })}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            clearCurrentBusinessId();
            setId(null);
          }}
        >
          {i18n._('Start a new business instead')}
        </Button>
      </div>
    </div>
  );
}
