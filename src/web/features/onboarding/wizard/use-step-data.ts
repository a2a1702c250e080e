import { useQuery } from '@tanstack/react-query';
import { stepQuery } from '../api/queries.ts';
import { useWizard } from './wizard-context.ts';

/** GET /api/businesses/:id/steps/:n for the current step (only that step's fields). */
export function useStepData<T>() {
  const { businessId, step } = useWizard();
  return useQuery({ ...stepQuery<T>(businessId ?? '', step), enabled: Boolean(businessId) });
}
