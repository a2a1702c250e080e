// Saves the current step (PUT /api/businesses/:id/steps/:n), toasts, and moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';
import type { StepResult } from '../api/update-step.ts';
import { updateStep } from '../api/update-step.ts';
import { STEP_MESSAGES, SUMMARY_MSG } from '../lib/step-messages.ts';
import { reportSaveError, type SetFieldError } from './report-save-error.ts';
import { useWizard } from './wizard-context.ts';

export interface SaveOptions {
  setFieldError?: SetFieldError;
  /** Return true when the result was handled (e.g. step 3 going to /out-of-area). */
  onResult?: (result: StepResult) => boolean;
  /** The failure toast when it depends on what changed (step 9: starting rate vs items). */
  saveFailed?: string;
}

export function useSaveStep() {
  const wizard = useWizard();
  const queryClient = useQueryClient();
  const messages = STEP_MESSAGES[wizard.step];
  const mutation = useMutation({
    mutationFn: async ({ body }: { body: unknown; options: SaveOptions }) => {
      if (!wizard.businessId) throw new Error(SUMMARY_MSG.noBusiness);
      return updateStep(wizard.businessId, wizard.step, body);
    },
    onSuccess: (result, { options }) => {
      if (wizard.businessId) void markBusinessViewsStale(queryClient, wizard.businessId);
      if (options.onResult?.(result)) return;
      if (result.unpublished) toast.warning(SUMMARY_MSG.unpublishedBySave);
      else toast.success(messages.saved);
      wizard.afterSave();
    },
    onError: (err, { options }) =>
      reportSaveError(err, messages, options.setFieldError, options.saveFailed ?? messages.saveFailed),
  });
  return {
    save: (body: unknown, options: SaveOptions = {}) => mutation.mutate({ body, options }),
    saving: mutation.isPending,
  };
}
