// GET /api/businesses/:id/insights: favourites and page views (last 7 and 30 days, 30 daily values).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type Insights = ApiResult<'GET /api/businesses/:id/insights'>;
export type DayViews = Insights['daily'][number];

export const getInsights = (businessId: string) =>
  api('GET /api/businesses/:id/insights', { params: { id: businessId } });

export const insightsKey = (businessId: string) => ['business-insights', businessId] as const;

export const insightsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: insightsKey(businessId),
    queryFn: () => getInsights(businessId),
    staleTime: 0,
  });

export const useInsights = (businessId: string) => useQuery(insightsQueryOptions(businessId));
