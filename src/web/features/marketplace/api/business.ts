// GET /api/businesses/by-username/:username: the public page (drafts only for their owner).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '#shared/types/business.ts';
import { apiFetch } from '../../../lib/api.ts';

/** Keyed by viewer too: the answer says whether this viewer favourited or owns the business. */
export const businessQueryKey = (username: string, viewerId: string | null) =>
  ['business', username.toLowerCase(), viewerId ?? 'anonymous'] as const;

export const businessQueryOptions = (username: string, viewerId: string | null) =>
  queryOptions({
    queryKey: businessQueryKey(username, viewerId),
    queryFn: ({ signal }) =>
      apiFetch<PublicBusiness>(`/api/businesses/by-username/${encodeURIComponent(username)}`, { signal }),
    retry: false,
  });

export function useBusiness(username: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...businessQueryOptions(username, viewerId), enabled });
}
