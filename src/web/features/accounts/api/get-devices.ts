// GET /api/me/sessions: where the account is signed in.
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Device = ApiResult<'GET /api/me/sessions'>['sessions'][number];

export const getDevices = async () => (await api('GET /api/me/sessions')).sessions;

export const devicesQueryOptions = queryOptions({
  queryKey: queryKeys.myDevices,
  queryFn: getDevices,
  staleTime: 0,
});
