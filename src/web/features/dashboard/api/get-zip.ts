// GET /api/zips/:zip: the place of the shopper's ZIP code and whether its state is live.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getZip = (zip: string) => api('GET /api/zips/:zip', { params: { zip } });

export const zipKey = (zip: string) => ['zip', zip] as const;

export const zipQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: zipKey(zip),
    queryFn: () => getZip(zip),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
