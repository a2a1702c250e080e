// POST /api/businesses/:id/posts or PUT …/posts/:postId, then its photo (multipart, once the post
// is saved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '#shared/api/index.ts';
import { api } from '../../../lib/api.ts';
import { type OwnerPost, ownerPostsKey } from './get-owner-posts.ts';

export type PostInput = ApiBody<'POST /api/businesses/:id/posts'>;

export async function savePost(
  businessId: string,
  { id, body, photo }: { id?: string; body: PostInput; photo?: File | null },
): Promise<OwnerPost> {
  const saved = id
    ? await api('PUT /api/businesses/:id/posts/:postId', { params: { id: businessId, postId: id }, body })
    : await api('POST /api/businesses/:id/posts', { params: { id: businessId }, body });
  if (!photo) return saved;
  const form = new FormData();
  form.append('file', photo);
  return api('PUT /api/businesses/:id/posts/:postId/photo', {
    params: { id: businessId, postId: saved.id },
    body: form,
  });
}

export function useSavePost(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { id?: string; body: PostInput; photo?: File | null }) => savePost(businessId, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerPostsKey(businessId) }),
  });
}
