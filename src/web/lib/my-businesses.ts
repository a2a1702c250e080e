// GET /api/me/businesses: the signed-in owner's businesses (at most three). Read by /profile, the
// dashboard tiles and the wizard's intro, invalidated after any change to a business.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCard } from '#shared/types/business.ts';
import { apiFetch } from './api.ts';
import { sharedKeys } from './query-keys.ts';

export interface MyBusiness extends BusinessCard {
  isPublished: boolean;
  onboardingStep: number;
  businessLogoUrl: string | null;
  productPhotos: string[];
  /** Required steps still unfinished; publishing needs none. */
  missingSteps: number[];
  /** True when the business's state is open for publishing. */
  stateIsLive: boolean;
}

export const myBusinessesQueryKey = sharedKeys.myBusinesses;

export const myBusinessesQueryOptions = queryOptions({
  queryKey: myBusinessesQueryKey,
  queryFn: async () => (await apiFetch<{ items: MyBusiness[] }>('/api/me/businesses')).items,
  staleTime: 0,
});

export const useMyBusinesses = () => useQuery(myBusinessesQueryOptions);
