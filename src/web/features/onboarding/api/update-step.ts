// PUT /api/businesses/:id/steps/:step: saves one wizard step; the body is that step's schema
// (src/shared/schemas/steps), checked by the step's form before it is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { markBusinessViewsStale } from '../../../lib/business-views.ts';

export type StepResult = ApiResult<'PUT /api/businesses/:id/steps/:step'>;

export const updateStep = (businessId: string, step: number, body: unknown) =>
  api('PUT /api/businesses/:id/steps/:step', { params: { id: businessId, step }, body });

export interface StepSave {
  businessId: string;
  step: number;
  body: unknown;
}

/** A saved step makes every view of its business stale. */
export function useUpdateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, step, body }: StepSave) => updateStep(businessId, step, body),
    onSuccess: (_result, { businessId }) => void markBusinessViewsStale(queryClient, businessId),
  });
}
