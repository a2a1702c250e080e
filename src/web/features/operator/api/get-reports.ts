// GET /api/admin/reports?status=: the businesses' moderation queue, open or hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type QueueStatus = 'open' | 'hidden';
export type ReportGroup = ApiResult<'GET /api/admin/reports'>['items'][number];

export const getReports = (status: QueueStatus) => api('GET /api/admin/reports', { query: { status } });

export const reportsKey = {
  all: ['admin-reports'] as const,
  status: (status: QueueStatus) => ['admin-reports', status] as const,
};

export const reportsQueryOptions = (status: QueueStatus) =>
  queryOptions({ queryKey: reportsKey.status(status), queryFn: () => getReports(status) });

export const useReportQueue = (status: QueueStatus) => useQuery(reportsQueryOptions(status));
