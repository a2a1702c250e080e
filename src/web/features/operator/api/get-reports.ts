// GET /api/admin/reports?status=: the businesses' moderation queue, open or hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type QueueStatus = 'open' | 'hidden';
export type ReportGroup = ApiResult<'GET /api/admin/reports'>['items'][number];

export const getReports = (status: QueueStatus) => api('GET /api/admin/reports', { query: { status } });

export const reportsQueryOptions = (status: QueueStatus) =>
  queryOptions({ queryKey: queryKeys.adminReports.status(status), queryFn: () => getReports(status) });

export const useReportQueue = (status: QueueStatus) => useQuery(reportsQueryOptions(status));
