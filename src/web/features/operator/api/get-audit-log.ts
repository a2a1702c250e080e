// GET /api/admin/audit: the operator actions, newest first, a page of 50 at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiQuery } from '#shared/api/index.ts';
import { type ApiResult, api } from '../../../lib/api.ts';

export type AuditFilters = Omit<ApiQuery<'GET /api/admin/audit'>, 'cursor'>;
export type AuditEntry = ApiResult<'GET /api/admin/audit'>['items'][number];

/** Empty filters are left out of the address. */
export function getAuditLog(filters: AuditFilters, cursor: string | null) {
  const query: ApiQuery<'GET /api/admin/audit'> = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value),
  );
  return api('GET /api/admin/audit', { query: cursor ? { ...query, cursor } : query });
}

export const auditKey = {
  all: ['admin-audit'] as const,
  filtered: (filters: object) => ['admin-audit', filters] as const,
};

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKey.filtered(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQueryOptions(filters));
