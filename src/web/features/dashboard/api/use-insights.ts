// GET /api/businesses/:id/insights: favourites and page views (last 7 and 30 days, 30 daily values).
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export interface DayViews {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  views: number;
}

export interface Insights {
  favorites: number;
  views7: number;
  views30: number;
  daily: DayViews[];
}

export function useInsights(businessId: string) {
  return useQuery({
    queryKey: dashboardKeys.insights(businessId),
    queryFn: () => apiFetch<Insights>(`/api/businesses/${encodeURIComponent(businessId)}/insights`),
    staleTime: 0,
  });
}
