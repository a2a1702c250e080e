// GET /api/businesses/:id/recommendation: the viewer's own recommendation, and why they could not
// make one now (their own business, an unconfirmed email, an account under a day old).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type MyRecommendation = ApiResult<'GET /api/businesses/:id/recommendation'>;

export const myRecommendationKey = (businessId: string) => ['my-recommendation', businessId] as const;

export const myRecommendationQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: myRecommendationKey(businessId),
    queryFn: ({ signal }) =>
      api('GET /api/businesses/:id/recommendation', { params: { id: businessId }, signal }),
    retry: false,
  });

export const useMyRecommendation = (businessId: string, enabled: boolean) =>
  useQuery({ ...myRecommendationQueryOptions(businessId), enabled });
