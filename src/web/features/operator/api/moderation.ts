// The moderation queue and what operators do with it: dismiss, hide, restore.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { operatorKeys } from './keys.ts';

export type QueueStatus = 'open' | 'hidden';
export type ReportGroup = ApiResponse<'GET /api/admin/reports'>['items'][number];
export type HideInput = ApiBody<'POST /api/admin/businesses/:id/hide'>;

export const useReportQueue = (status: QueueStatus) =>
  useQuery(
    queryOptions({
      queryKey: operatorKeys.reports(status),
      queryFn: () => apiFetch<ApiResponse<'GET /api/admin/reports'>>(`/api/admin/reports?status=${status}`),
    }),
  );

const act = <T>(businessId: string, action: 'dismiss' | 'hide' | 'restore', json?: unknown) =>
  apiFetch<T>(`/api/admin/businesses/${encodeURIComponent(businessId)}/${action}`, {
    method: 'POST',
    ...(json === undefined ? {} : { json }),
  });

/** Each action is safe to repeat; the queue, the states and the audit log are read again after it. */
export function useModerationActions(businessId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    dismiss: useMutation({
      mutationFn: () => act<ApiResponse<'POST /api/admin/businesses/:id/dismiss'>>(businessId, 'dismiss'),
      onSettled,
    }),
    hide: useMutation({
      mutationFn: (input: HideInput) =>
        act<ApiResponse<'POST /api/admin/businesses/:id/hide'>>(businessId, 'hide', input),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: () => act<ApiResponse<'POST /api/admin/businesses/:id/restore'>>(businessId, 'restore'),
      onSettled,
    }),
  };
}

export type PostReportGroup = ApiResponse<'GET /api/admin/post-reports'>['items'][number];

export const usePostReportQueue = (status: QueueStatus) =>
  useQuery(
    queryOptions({
      queryKey: operatorKeys.postReports(status),
      queryFn: () =>
        apiFetch<ApiResponse<'GET /api/admin/post-reports'>>(`/api/admin/post-reports?status=${status}`),
    }),
  );

const actOnPost = <T>(postId: string, action: 'dismiss' | 'hide' | 'restore', json?: unknown) =>
  apiFetch<T>(`/api/admin/posts/${encodeURIComponent(postId)}/${action}`, {
    method: 'POST',
    ...(json === undefined ? {} : { json }),
  });

/** The same three actions on one post; each is safe to repeat. */
export function usePostModerationActions(postId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    dismiss: useMutation({
      mutationFn: () => actOnPost<ApiResponse<'POST /api/admin/posts/:id/dismiss'>>(postId, 'dismiss'),
      onSettled,
    }),
    hide: useMutation({
      mutationFn: (input: HideInput) =>
        actOnPost<ApiResponse<'POST /api/admin/posts/:id/hide'>>(postId, 'hide', input),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: () => actOnPost<ApiResponse<'POST /api/admin/posts/:id/restore'>>(postId, 'restore'),
      onSettled,
    }),
  };
}
