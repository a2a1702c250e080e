// GET /api/businesses/by-username/:username: the public page (drafts only for their owner).
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBusiness } from '#shared/types/business.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';
import { loadSession } from '../../../lib/use-session.ts';

/** Keyed by viewer too: the answer says whether this viewer favourited or owns the business. */
export const businessQueryKey = (username: string, viewerId: string | null) =>
  ['business', username.toLowerCase(), viewerId ?? 'anonymous'] as const;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const businessQueryOptions = (username: string, viewerId: string | null, transport?: ApiTransport) =>
  queryOptions({
    queryKey: businessQueryKey(username, viewerId),
    queryFn: ({ signal }) =>
      apiFetch<PublicBusiness>(`/api/businesses/by-username/${encodeURIComponent(username)}`, {
        signal,
        transport,
      }),
    retry: false,
  });

/** For the business's routes' loaders: the business as this viewer sees it (after the session). */
export async function loadBusiness(client: QueryClient, transport: ApiTransport, username: string) {
  const session = await loadSession(client, transport);
  return client.ensureQueryData(businessQueryOptions(username, session?.user.id ?? null, transport));
}

export function useBusiness(username: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...businessQueryOptions(username, viewerId), enabled });
}
