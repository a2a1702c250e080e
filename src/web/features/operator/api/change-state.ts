// POST /api/admin/states/:slug/launch or …/pause: safe to repeat (a second time changes nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';
import { refreshConsole } from '../lib/refresh-console.ts';

export type StateChange = ApiResult<'POST /api/admin/states/:slug/launch'>;

export const changeState = (slug: string, action: 'launch' | 'pause') =>
  action === 'launch'
    ? api('POST /api/admin/states/:slug/launch', { params: { slug } })
    : api('POST /api/admin/states/:slug/pause', { params: { slug } });

export function useChangeState(slug: string, action: 'launch' | 'pause') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => changeState(slug, action),
    onSettled: () => refreshConsole(queryClient),
  });
}
