// GET /api/admin/recommendations?status=: held bursts, reported notes or hidden ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type RecommendationQueueStatus = 'held' | 'open' | 'hidden';
export type RecommendationGroup = ApiResult<'GET /api/admin/recommendations'>['items'][number];

export const recommendationQueueKey = {
  all: ['admin-recommendations'] as const,
  status: (status: RecommendationQueueStatus) => ['admin-recommendations', status] as const,
};

export const recommendationQueueOptions = (status: RecommendationQueueStatus) =>
  queryOptions({
    queryKey: recommendationQueueKey.status(status),
    queryFn: () => api('GET /api/admin/recommendations', { query: { status } }),
  });

export const useRecommendationQueue = (status: RecommendationQueueStatus) =>
  useQuery(recommendationQueueOptions(status));
