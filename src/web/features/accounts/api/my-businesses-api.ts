// The signed-in owner's businesses for /profile, and publishing a draft from its card.

import { queryOptions } from '@tanstack/react-query';
import type { BusinessCard } from '../../../../shared/types/business.ts';
import { apiFetch } from '../../../lib/api.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

export interface MyBusiness extends BusinessCard {
  isPublished: boolean;
  onboardingStep: number | null;
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
  queryFn: () => apiFetch<{ items: MyBusiness[] }>('/api/me/businesses').then((r) => r.items),
  staleTime: 0,
});

export const publishBusiness = (businessId: string, acceptTerms = false) =>
  apiFetch<{ isPublished: boolean }>(`/api/businesses/${encodeURIComponent(businessId)}/publish`, {
    method: 'POST',
    json: acceptTerms ? { publish: true, acceptTerms: true } : { publish: true },
  });
