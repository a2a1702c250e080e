// Saves the current step (PUT /api/businesses/:id/steps/:n), toasts, and moves on.
import { toast } from 'sonner';
import { useI18n } from '../../../lib/i18n.tsx';
import { type StepResult, useUpdateStep } from '../api/update-step.ts';
import { reportSaveError, type SetFieldError } from '../lib/report-save-error.ts';
import { STEP_MESSAGES, SUMMARY_MSG } from '../lib/step-messages.ts';
import { useWizard } from './wizard-context.ts';

export interface SaveOptions {
  setFieldError?: SetFieldError;
  /** Return true when the result was handled (e.g. step 3 going to /out-of-area). */
  onResult?: (result: StepResult) => boolean;
  /** The failure toast's message id when it depends on what changed (step 9: starting rate vs items). */
  saveFailed?: string;
}

export function useSaveStep() {
  const wizard = useWizard();
  const i18n = useI18n();
  const mutation = useUpdateStep();
  const messages = STEP_MESSAGES[wizard.step];
  const save = (body: unknown, options: SaveOptions = {}) => {
    const failed = (err: Error) =>
      reportSaveError(err, messages, i18n, options.setFieldError, options.saveFailed ?? messages.saveFailed);
    if (!wizard.businessId) return failed(new Error(SUMMARY_MSG.noBusiness));
    mutation.mutate(
      { businessId: wizard.businessId, step: wizard.step, body },
      {
        onSuccess: (result) => {
          if (options.onResult?.(result)) return;
          if (result.unpublished) toast.warning(i18n._(SUMMARY_MSG.unpublishedBySave));
          else toast.success(i18n._(messages.saved));
          wizard.afterSave();
        },
        onError: failed,
      },
    );
  };
  return { save, saving: mutation.isPending };
}
