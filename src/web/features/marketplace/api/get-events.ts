// GET /api/events: the coming dates of events for /events, keyed by the page's own address (the
// server judges what was asked and answers a bad value with its field's message).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type EventsPageData = ApiResult<'GET /api/events'>;
export type EventDateItem = EventsPageData['items'][number];

/** The query an /events address asks (only the fields /events knows, in a stable order). */
export function eventsAddress(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of [
    'zip',
    'radius',
    'state',
    'region',
    'when',
    'from',
    'to',
    'category',
    'identity',
    'offering',
    'cursor',
  ])
    for (const value of params.getAll(key)) if (value !== '') out.append(key, value);
  return out;
}

export const getEvents = (query: URLSearchParams, transport?: ApiTransport) =>
  api('GET /api/events', { query, transport });

/** `transport`: given by the route's loader (the server's is the app itself). */
export const eventsQueryOptions = (params: URLSearchParams, transport?: ApiTransport) => {
  const query = eventsAddress(params);
  return queryOptions({
    queryKey: [...queryKeys.events, query.toString()],
    queryFn: () => getEvents(query, transport),
    staleTime: 60_000,
    retry: false,
  });
};

export function useEvents(params: URLSearchParams) {
  return useQuery(eventsQueryOptions(params));
}
