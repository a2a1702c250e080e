// GET /api/zips/:zip: the place of a ZIP code and whether its state is live. The dashboard's browse
// button reads the shopper's; the waitlist confirmation reads the one a form without script sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../lib/api.ts';

export type ZipPlace = ApiResult<'GET /api/zips/:zip'>;

export const getZip = (zip: string, transport?: ApiTransport) =>
  api('GET /api/zips/:zip', { params: { zip }, transport });

export const zipKey = (zip: string) => ['zip', zip] as const;

/** `transport`: given by a route loader (the server's is the app itself). */
export const zipQueryOptions = (zip: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: zipKey(zip),
    queryFn: () => getZip(zip, transport),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The place of a ZIP code, or nothing asked while there is none. */
export const useZip = (zip: string | null) =>
  useQuery({ ...zipQueryOptions(zip ?? ''), enabled: zip !== null });
