// GET /api/me/alerts: the signed-in person's alerts about new businesses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type AreaAlert = ApiResult<'GET /api/me/alerts'>['items'][number];

export const getMyAlerts = () => api('GET /api/me/alerts');

export const myAlertsQueryOptions = queryOptions({ queryKey: queryKeys.myAlerts, queryFn: getMyAlerts });

export const useMyAlerts = (enabled = true) => useQuery({ ...myAlertsQueryOptions, enabled });
