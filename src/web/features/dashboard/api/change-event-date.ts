// PUT and DELETE /api/businesses/:id/posts/:postId/dates/:day: one date of an event cancelled,
// moved (local start and end) or put back as scheduled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownerPostsKey } from './get-owner-posts.ts';

export type DateChange =
  | { postId: string; day: string; cancel: true }
  | { postId: string; day: string; startsAt: string; endsAt: string }
  | { postId: string; day: string; restore: true };

export function changeEventDate(businessId: string, change: DateChange) {
  const params = { id: businessId, postId: change.postId, day: change.day };
  if ('restore' in change) return api('DELETE /api/businesses/:id/posts/:postId/dates/:day', { params });
  const body =
    'cancel' in change ? { cancelled: true } : { startsAt: change.startsAt, endsAt: change.endsAt };
  return api('PUT /api/businesses/:id/posts/:postId/dates/:day', { params, body });
}

export function useChangeEventDate(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DateChange) => changeEventDate(businessId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerPostsKey(businessId) }),
  });
}
