// PUT / DELETE /api/businesses/:id/recommendation: recommend (or edit the note), or withdraw. The
// answer is the viewer's new state; the page's count and notes are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RecommendBody } from '#shared/recommendations/recommend-schema.ts';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { myRecommendationKey } from './get-my-recommendation.ts';
import { recommendationsKey } from './get-recommendations.ts';

export const saveRecommendation = (businessId: string, body: RecommendBody | null) =>
  body
    ? api('PUT /api/businesses/:id/recommendation', { params: { id: businessId }, body })
    : api('DELETE /api/businesses/:id/recommendation', { params: { id: businessId } });

export function useSaveRecommendation(businessId: string, username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecommendBody | null) => saveRecommendation(businessId, body),
    onSuccess: (mine, body) => {
      client.setQueryData(myRecommendationKey(businessId), mine);
      void client.invalidateQueries({ queryKey: recommendationsKey(username) });
      // The page's own answer carries the count its cards and header read.
      void client.invalidateQueries({ queryKey: [...queryKeys.businessPage, username.toLowerCase()] });
      toast.success(body ? 'Thanks for recommending!' : 'Recommendation withdrawn');
    },
  });
}
