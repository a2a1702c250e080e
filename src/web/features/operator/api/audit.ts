// GET /api/admin/audit: the operator actions, newest first, a page of 50 at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiQuery, ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { operatorKeys } from './keys.ts';

export type AuditFilters = Omit<ApiQuery<'GET /api/admin/audit'>, 'cursor'>;
export type AuditEntry = ApiResponse<'GET /api/admin/audit'>['items'][number];

function auditUrl(filters: AuditFilters, cursor: string | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return `/api/admin/audit${search ? `?${search}` : ''}`;
}

export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: operatorKeys.audit(filters),
    queryFn: ({ pageParam }) => apiFetch<ApiResponse<'GET /api/admin/audit'>>(auditUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
