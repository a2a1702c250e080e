// GET /api/zips/:zip: the place of the shopper's ZIP code and whether its state is live.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getZip = (zip: string) => api('GET /api/zips/:zip', { params: { zip } });

export const zipQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: queryKeys.zip(zip),
    queryFn: () => getZip(zip),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
