// GET /api/me/businesses: the owner's businesses for the dashboard tiles (at most 3 exist).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCard } from '../../../../shared/types/business.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export interface MyBusiness extends BusinessCard {
  isPublished: boolean;
  onboardingStep: number;
}

export const myBusinessesQueryOptions = queryOptions({
  queryKey: dashboardKeys.myBusinesses,
  queryFn: async () => (await apiFetch<{ items: MyBusiness[] }>('/api/me/businesses')).items,
  staleTime: 0,
});

export const useMyBusinesses = () => useQuery(myBusinessesQueryOptions);
