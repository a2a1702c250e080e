// PUT /api/businesses/:id/recommendations/:recommendationId/reply: the owner's one public answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { recommendationsKey } from './get-recommendations.ts';

export const replyToNote = (businessId: string, recommendationId: string, text: string) =>
  api('PUT /api/businesses/:id/recommendations/:recommendationId/reply', {
    params: { id: businessId, recommendationId },
    body: { text },
  });

export function useReplyToNote(businessId: string, username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToNote(businessId, id, text),
    onSuccess: () => void client.invalidateQueries({ queryKey: recommendationsKey(username) }),
  });
}
