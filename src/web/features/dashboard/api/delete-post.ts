// DELETE /api/businesses/:id/posts/:postId.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deletePost = (businessId: string, postId: string) =>
  api('DELETE /api/businesses/:id/posts/:postId', { params: { id: businessId, postId } });

export function useDeletePost(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => deletePost(businessId, postId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownerPosts(businessId) }),
  });
}
