import { Globe, MapPinOff, Save } from 'lucide-react';
import { useState } from 'react';
import { STEP_MSG } from '#shared/schemas/steps/index.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { OpenDataNote } from '../../../components/legal/open-data-note.tsx';
import { TermsLinks } from '../../../components/legal/terms-links.tsx';
import { MissingStepsNotice } from '../../../components/missing-steps-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { usePublish } from '../hooks/use-publish.ts';
import { useWizard } from '../hooks/wizard-context.ts';

/**
 * Save as Draft always; Make Public only for a complete profile in a live state, after the Terms on
 * first publish. Otherwise the panel says what is missing and links to it.
 */
export function PublishPanel({ business }: { business: OwnerBusiness }) {
  const { mode } = useWizard();
  const i18n = useI18n();
  const complete = business.missingSteps.length === 0;
  const canPublish = business.stateIsLive && complete;
  const stepLink = (step: number) =>
    mode === 'edit' ? paths.businessEdit(business.businessId, step) : paths.onboarding(step);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const publish = usePublish(setTermsError);
  const needsTerms = business.termsAcceptedAt === null;
  const makePublic = () => {
    if (needsTerms && !accepted) return setTermsError(STEP_MSG.termsRequired);
    publish.publish({ publish: true, ...(needsTerms ? { acceptTerms: true } : {}) });
  };
  const { pending } = publish;
  return (
    <div className="space-y-4">
      <MissingStepsNotice steps={business.missingSteps} linkFor={stepLink} />
      {business.stateIsLive ? (
        needsTerms && complete ? (
          <div>
            <label className="flex cursor-pointer items-start gap-3 text-ink">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={accepted}
                aria-describedby={termsError ? 'terms-error' : undefined}
                onChange={(e) => {
                  setAccepted(e.target.checked);
                  if (e.target.checked) setTermsError(null);
                }}
              />
              <span>{withTags(i18n._('I accept <0></0>.'), { 0: () => <TermsLinks /> })}</span>
            </label>
            <FieldError id="terms-error" message={termsError} className="mt-2" />
          </div>
        ) : null
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-cream-deep/70 p-4 text-ink-soft">
          <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-strong" />
          {i18n._(
            '{state} isn’t live yet, so your profile can’t be made public. Save it as a draft — we’ll let you know when your state opens.',
            { state: business.businessState ?? i18n._('Your state') },
          )}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          loading={pending === false}
          loadingText={i18n._('Saving…')}
          disabled={publish.isPending}
          onClick={() => publish.publish({ publish: false })}
        >
          <Save aria-hidden="true" />
          {i18n._('Save as Draft')}
        </Button>
        {canPublish ? (
          <Button
            loading={pending === true}
            loadingText={i18n._('Publishing…')}
            disabled={publish.isPending}
            onClick={makePublic}
          >
            <Globe aria-hidden="true" />
            {i18n._('Make Public')}
          </Button>
        ) : null}
      </div>
      {canPublish ? <OpenDataNote className="text-right" /> : null}
    </div>
  );
}
