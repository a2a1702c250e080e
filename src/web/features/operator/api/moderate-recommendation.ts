// POST /api/admin/recommendations/:id/approve | dismiss | hide | restore.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteHideInput } from '#shared/schemas/moderation.ts';
import { api } from '../../../lib/api.ts';
import { refreshConsole } from '../lib/refresh-console.ts';

const params = (id: string) => ({ params: { id } });

/** Each is safe to repeat; the queues and the audit log are read again after it. */
export function useRecommendationActions(id: string) {
  const queryClient = useQueryClient();
  const onSettled = () => refreshConsole(queryClient);
  return {
    approve: useMutation({
      mutationFn: () => api('POST /api/admin/recommendations/:id/approve', params(id)),
      onSettled,
    }),
    dismiss: useMutation({
      mutationFn: () => api('POST /api/admin/recommendations/:id/dismiss', params(id)),
      onSettled,
    }),
    hide: useMutation({
      mutationFn: (body: NoteHideInput) =>
        api('POST /api/admin/recommendations/:id/hide', { ...params(id), body }),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: () => api('POST /api/admin/recommendations/:id/restore', params(id)),
      onSettled,
    }),
  };
}
