// Query keys and options of the wizard: everything of one business sits under ['onboarding', id].
import { queryOptions } from '@tanstack/react-query';
import { ownerBusinessQueryOptions } from '../../../lib/owner-business.ts';
import { getStep } from './onboarding-api.ts';
import { getPhotos } from './photo-api.ts';

export const onboardingKey = (id: string) => ['onboarding', id] as const;

export const stepQuery = <T>(id: string, step: number) =>
  queryOptions({
    queryKey: [...onboardingKey(id), 'step', step],
    queryFn: () => getStep<T>(id, step),
    staleTime: 0,
    retry: false,
  });

/** The owner's full view: the same query the business dashboard reads. */
export const ownerBusinessQuery = ownerBusinessQueryOptions;

export const photosQuery = (id: string) =>
  queryOptions({
    queryKey: [...onboardingKey(id), 'photos'],
    queryFn: () => getPhotos(id),
    staleTime: 0,
    retry: false,
  });
