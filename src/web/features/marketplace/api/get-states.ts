// GET /api/states: every state, launched or coming soon (the explore page and the market).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StateRow = ApiResult<'GET /api/states'>['states'][number];

export const getStates = async (transport?: ApiTransport) =>
  (await api('GET /api/states', { transport })).states;

/** `transport`: given by a route loader (the server's is the app itself); the browser's fetch otherwise. */
export const statesQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.states,
    queryFn: () => getStates(transport),
    staleTime: 5 * 60_000,
  });

export function useStates() {
  return useQuery(statesQueryOptions());
}
