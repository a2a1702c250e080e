// POST /api/businesses/:id/reports: anyone reports a public business (docs/product.md §23).
import { useMutation } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import type { ReportInput } from '#shared/schemas/moderation.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';

export const reportBusiness = (businessId: string, input: ReportInput, transport?: ApiTransport) =>
  apiFetch<ApiResponse<'POST /api/businesses/:id/reports'>>(
    `/api/businesses/${encodeURIComponent(businessId)}/reports`,
    { method: 'POST', json: input, transport },
  );

export const useReportBusiness = (businessId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => reportBusiness(businessId, input) });

/** POST /api/posts/:postId/reports: the same reasons and limits, about one post. */
export const reportPost = (postId: string, input: ReportInput) =>
  apiFetch<ApiResponse<'POST /api/posts/:postId/reports'>>(
    `/api/posts/${encodeURIComponent(postId)}/reports`,
    {
      method: 'POST',
      json: input,
    },
  );

export const useReportPost = (postId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => reportPost(postId, input) });
