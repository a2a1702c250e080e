// GET /api/businesses/by-username/:username: the public page (drafts only for their owner).
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSession } from '../../../api/get-session.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getBusinessByUsername = (username: string, signal?: AbortSignal, transport?: ApiTransport) =>
  api('GET /api/businesses/by-username/:username', { params: { username }, signal, transport });

/** Keyed by viewer too: the answer says whether this viewer favourited or owns the business. */
export const businessQueryKey = (username: string, viewerId: string | null) =>
  [...queryKeys.businessPage, username.toLowerCase(), viewerId ?? 'anonymous'] as const;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const businessQueryOptions = (username: string, viewerId: string | null, transport?: ApiTransport) =>
  queryOptions({
    queryKey: businessQueryKey(username, viewerId),
    queryFn: ({ signal }) => getBusinessByUsername(username, signal, transport),
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
