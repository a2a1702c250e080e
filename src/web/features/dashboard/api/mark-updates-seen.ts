// POST /api/me/updates/seen: the nav's count goes back to the answer (0).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const markUpdatesSeen = () => api('POST /api/me/updates/seen');

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markUpdatesSeen,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.unseenUpdates, data),
  });
}
