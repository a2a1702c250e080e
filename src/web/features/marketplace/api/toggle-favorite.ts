// PUT / DELETE /api/me/favorites/:businessId, with the toasts of docs/product.md §11.2.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PublicBusiness } from '#shared/types/business.ts';
import { type ApiResult, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const FAVORITE_MESSAGES = {
  added: 'Favorites updated!',
  addFailed: 'Could not update favorites.',
  removed: 'Removed from favorites',
  removeFailed: 'Could not remove favorite',
} as const;

export const setFavorite = (
  businessId: string,
  favorite: boolean,
): Promise<ApiResult<'PUT /api/me/favorites/:businessId' | 'DELETE /api/me/favorites/:businessId'>> =>
  favorite
    ? api('PUT /api/me/favorites/:businessId', { params: { businessId } })
    : api('DELETE /api/me/favorites/:businessId', { params: { businessId } });

export function useToggleFavorite(businessQueryKey: readonly unknown[], businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(businessId, favorite),
    onSuccess: ({ favorited }) => {
      queryClient.setQueryData<PublicBusiness>(businessQueryKey, (old) =>
        old ? { ...old, viewerHasFavorited: favorited } : old,
      );
      // The dashboard's favourites grid reads these.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myFavorites });
      toast.success(favorited ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed);
    },
    onError: (_error, favorite) => {
      toast.error(favorite ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed);
    },
  });
}
