// DELETE /api/me/alerts/:id: removes one of the person's alerts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export const deleteAlert = (id: string) => api('DELETE /api/me/alerts/:id', { params: { id } });

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myAlerts }),
  });
}
