// GET /api/me/sessions: where the account is signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type Device = ApiResult<'GET /api/me/sessions'>['sessions'][number];

export const getDevices = async () => (await api('GET /api/me/sessions')).sessions;

export const devicesKey = ['my-devices'] as const;

export const devicesQueryOptions = queryOptions({
  queryKey: devicesKey,
  queryFn: getDevices,
  staleTime: 0,
});

export const useDevices = () => useQuery(devicesQueryOptions);
