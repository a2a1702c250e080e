// The owner's posts: list, write, edit, delete, and a photo (multipart, after the post is saved).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';

export type OwnerPosts = ApiResponse<'GET /api/businesses/:id/posts'>;
export type OwnerPost = OwnerPosts['items'][number];
export type PostInput = ApiBody<'POST /api/businesses/:id/posts'>;

const key = (businessId: string) => ['dashboard', 'business', businessId, 'posts'] as const;
const base = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/posts`;

export function useOwnerPosts(businessId: string) {
  return useQuery({ queryKey: key(businessId), queryFn: () => apiFetch<OwnerPosts>(base(businessId)) });
}

export function useSavePost(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, photo }: { id?: string; body: PostInput; photo?: File | null }) => {
      const saved = await apiFetch<OwnerPost>(id ? `${base(businessId)}/${id}` : base(businessId), {
        method: id ? 'PUT' : 'POST',
        json: body,
      });
      if (!photo) return saved;
      const form = new FormData();
      form.append('file', photo);
      return apiFetch<OwnerPost>(`${base(businessId)}/${saved.id}/photo`, { method: 'PUT', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(businessId) }),
  });
}

export function useDeletePost(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${base(businessId)}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(businessId) }),
  });
}
