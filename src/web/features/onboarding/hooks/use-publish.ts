// Step 15: Save as Draft or Make Public, then forget the remembered business and go on (docs/product.md §7).
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type PublishInput, usePublishBusiness } from '../../../api/publish-business.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { clearCurrentBusinessId, getCurrentBusinessId } from '../lib/current-business.ts';
import { pushShopPublished } from '../lib/data-layer.ts';
import { SUMMARY_MSG } from '../lib/step-messages.ts';
import { useWizard } from './wizard-context.ts';

/** `onTermsError` gets the server's message id for the Terms box (drawn there with `i18n._`). */
export function usePublish(onTermsError: (message: string) => void) {
  const { businessId, mode } = useWizard();
  const i18n = useI18n();
  const navigate = useNavigate();
  const mutation = usePublishBusiness();
  const failed = (err: Error) => {
    if (err instanceof ApiError && err.fields.acceptTerms) onTermsError(err.fields.acceptTerms);
    const server = err instanceof ApiError && (err.status === 400 || err.status === 422) ? err.message : null;
    toast.error(
      i18n._(server ?? (err.message === SUMMARY_MSG.noBusiness ? err.message : SUMMARY_MSG.publishFailed)),
    );
  };
  const publish = (input: PublishInput) => {
    if (!businessId) return failed(new Error(SUMMARY_MSG.noBusiness));
    mutation.mutate(
      { businessId, input },
      {
        onSuccess: () => {
          if (input.publish) pushShopPublished(businessId);
          toast.success(i18n._(input.publish ? SUMMARY_MSG.published : SUMMARY_MSG.draft));
          // Edit mode leaves a different business being built in the wizard alone.
          if (mode === 'wizard' || getCurrentBusinessId() === businessId) clearCurrentBusinessId();
          navigate(mode === 'edit' ? paths.businessDashboard(businessId) : paths.dashboard);
        },
        onError: failed,
      },
    );
  };
  /** Which button is working: true while publishing, false while saving as a draft. */
  const pending = mutation.isPending ? mutation.variables?.input.publish : undefined;
  return { publish, pending, isPending: mutation.isPending };
}
