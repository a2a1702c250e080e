// POST /api/admin/posts/:id/dismiss | hide | restore: the same three actions on one post.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshConsole } from '../lib/refresh-console.ts';
import type { HideInput } from './moderate-business.ts';

const params = (id: string) => ({ params: { id } });

/** Each is safe to repeat; the queues, the states and the audit log are read again after it. */
export function usePostModerationActions(postId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => refreshConsole(queryClient);
  return {
    dismiss: useMutation({
      mutationFn: () => api('POST /api/admin/posts/:id/dismiss', params(postId)),
      onSettled,
    }),
    hide: useMutation({
      mutationFn: (body: HideInput) => api('POST /api/admin/posts/:id/hide', { ...params(postId), body }),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: () => api('POST /api/admin/posts/:id/restore', params(postId)),
      onSettled,
    }),
  };
}
