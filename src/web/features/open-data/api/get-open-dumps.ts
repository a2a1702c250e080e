// GET /api/open/dumps: the latest open data dumps (null until the first is written).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';

export type DumpManifest = NonNullable<ApiResult<'GET /api/open/dumps'>>;
export type DumpFile = DumpManifest['files'][number];

export const getOpenDumps = (transport?: ApiTransport) => api('GET /api/open/dumps', { transport });

export const openDumpsQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: ['open-dumps'] as const,
    queryFn: () => getOpenDumps(transport),
    staleTime: 5 * 60_000,
  });

export const useOpenDumps = () => useQuery(openDumpsQueryOptions());
