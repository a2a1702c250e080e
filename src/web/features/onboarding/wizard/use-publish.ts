// Step 15: Save as Draft or Make Public, then forget the remembered business and go on (docs/product.md §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { publishBusiness } from '../../../api/publish-business.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';
import { clearCurrentBusinessId, getCurrentBusinessId } from '../lib/current-business.ts';
import { pushShopPublished } from '../lib/data-layer.ts';
import { SUMMARY_MSG } from '../lib/step-messages.ts';
import { useWizard } from './wizard-context.ts';

export function usePublish(onTermsError: (message: string) => void) {
  const { businessId, mode } = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publish, acceptTerms }: { publish: boolean; acceptTerms?: boolean }) => {
      if (!businessId) throw new Error(SUMMARY_MSG.noBusiness);
      return publishBusiness(businessId, acceptTerms === undefined ? { publish } : { publish, acceptTerms });
    },
    onSuccess: (_res, { publish }) => {
      if (!businessId) return;
      if (publish) pushShopPublished(businessId);
      toast.success(publish ? SUMMARY_MSG.published : SUMMARY_MSG.draft);
      // Edit mode leaves a different business being built in the wizard alone.
      if (mode === 'wizard' || getCurrentBusinessId() === businessId) clearCurrentBusinessId();
      void markBusinessViewsStale(queryClient, businessId);
      navigate(mode === 'edit' ? paths.businessDashboard(businessId) : paths.dashboard);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.acceptTerms) onTermsError(err.fields.acceptTerms);
      const server =
        err instanceof ApiError && (err.status === 400 || err.status === 422) ? err.message : null;
      toast.error(
        server ?? (err.message === SUMMARY_MSG.noBusiness ? err.message : SUMMARY_MSG.publishFailed),
      );
    },
  });
}
