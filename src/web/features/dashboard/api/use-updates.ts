// The posts of the person's favourites (paged), marking them seen, and the email digest setting.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { unseenUpdatesKey } from '../../../lib/use-unseen-updates.ts';

type UpdatesPage = ApiResponse<'GET /api/me/updates'>;
export type Digest = ApiResponse<'GET /api/me/digest'>;
const digestKey = ['dashboard', 'digest'] as const;

export function useUpdates() {
  return useInfiniteQuery({
    queryKey: ['dashboard', 'updates'] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiFetch<UpdatesPage>(`/api/me/updates${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ unseen: number }>('/api/me/updates/seen', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(unseenUpdatesKey, data),
  });
}

export function useDigest() {
  return useQuery({ queryKey: digestKey, queryFn: () => apiFetch<Digest>('/api/me/digest') });
}

export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frequency: Digest['frequency']) =>
      apiFetch<Digest>('/api/me/digest', { method: 'PUT', json: { frequency } }),
    onSuccess: (data) => queryClient.setQueryData(digestKey, data),
  });
}
