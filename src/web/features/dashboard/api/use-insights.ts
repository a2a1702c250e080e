// GET /api/businesses/:id/insights: favourites and page views (last 7 and 30 days, 30 daily values).
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export type Insights = ApiResponse<'GET /api/businesses/:id/insights'>;
export type DayViews = Insights['daily'][number];

export function useInsights(businessId: string) {
  return useQuery({
    queryKey: dashboardKeys.insights(businessId),
    queryFn: () => apiFetch<Insights>(`/api/businesses/${encodeURIComponent(businessId)}/insights`),
    staleTime: 0,
  });
}
