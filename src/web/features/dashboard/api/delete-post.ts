// DELETE /api/businesses/:id/posts/:postId.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownerPostsKey } from './get-owner-posts.ts';

export const deletePost = (businessId: string, postId: string) =>
  api('DELETE /api/businesses/:id/posts/:postId', { params: { id: businessId, postId } });

export function useDeletePost(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => deletePost(businessId, postId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerPostsKey(businessId) }),
  });
}
