// GET /api/businesses/:id/steps/:step: one wizard step's saved fields (only that step's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StepFields = ApiResult<'GET /api/businesses/:id/steps/:step'>;

export const getStep = (businessId: string, step: number) =>
  api('GET /api/businesses/:id/steps/:step', { params: { id: businessId, step } });

export const stepQueryOptions = (businessId: string, step: number) =>
  queryOptions({
    queryKey: [...queryKeys.businessStep, businessId, step],
    queryFn: () => getStep(businessId, step),
    staleTime: 0,
    retry: false,
  });

/** One step's fields, or nothing asked before the business exists (step 1). */
export const useStep = (businessId: string | null, step: number) =>
  useQuery({ ...stepQueryOptions(businessId ?? '', step), enabled: Boolean(businessId) });
