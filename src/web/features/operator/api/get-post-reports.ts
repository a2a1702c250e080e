// GET /api/admin/post-reports?status=: the posts' moderation queue, open or hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import type { QueueStatus } from './get-reports.ts';

export type PostReportGroup = ApiResult<'GET /api/admin/post-reports'>['items'][number];

export const getPostReports = (status: QueueStatus) =>
  api('GET /api/admin/post-reports', { query: { status } });

export const postReportsKey = {
  all: ['admin-post-reports'] as const,
  status: (status: QueueStatus) => ['admin-post-reports', status] as const,
};

export const postReportsQueryOptions = (status: QueueStatus) =>
  queryOptions({
    queryKey: postReportsKey.status(status),
    queryFn: () => getPostReports(status),
  });

export const usePostReportQueue = (status: QueueStatus) => useQuery(postReportsQueryOptions(status));
