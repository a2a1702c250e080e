import { useStep } from '../api/get-step.ts';
import { useWizard } from './wizard-context.ts';

/** GET /api/businesses/:id/steps/:n for the current step (only that step's fields). */
export function useStepData() {
  const { businessId, step } = useWizard();
  return useStep(businessId, step);
}
