// POST /api/admin/businesses/:id/dismiss | hide | restore: what operators do with a reported business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '#shared/api/index.ts';
import { api } from '../../../lib/api.ts';
import { refreshConsole } from '../lib/refresh-console.ts';

export type HideInput = ApiBody<'POST /api/admin/businesses/:id/hide'>;

const params = (id: string) => ({ params: { id } });

/** Each action is safe to repeat; the queue, the states and the audit log are read again after it. */
export function useModerationActions(businessId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => refreshConsole(queryClient);
  return {
    dismiss: useMutation({
      mutationFn: () => api('POST /api/admin/businesses/:id/dismiss', params(businessId)),
      onSettled,
    }),
    hide: useMutation({
      mutationFn: (body: HideInput) =>
        api('POST /api/admin/businesses/:id/hide', { ...params(businessId), body }),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: () => api('POST /api/admin/businesses/:id/restore', params(businessId)),
      onSettled,
    }),
  };
}
