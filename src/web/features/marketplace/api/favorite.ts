// PUT / DELETE /api/me/favorites/:businessId, with the toasts of docs/product.md §11.2.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ApiResponse } from '#shared/api/index.ts';
import type { PublicBusiness } from '#shared/types/business.ts';
import { apiFetch } from '../../../lib/api.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

export const FAVORITE_MESSAGES = {
  added: 'Favorites updated!',
  addFailed: 'Could not update favorites.',
  removed: 'Removed from favorites',
  removeFailed: 'Could not remove favorite',
} as const;

export function useToggleFavorite(businessQueryKey: readonly unknown[], businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      apiFetch<ApiResponse<'PUT /api/me/favorites/:businessId'>>(
        `/api/me/favorites/${encodeURIComponent(businessId)}`,
        {
          method: favorite ? 'PUT' : 'DELETE',
        },
      ),
    onSuccess: ({ favorited }) => {
      queryClient.setQueryData<PublicBusiness>(businessQueryKey, (old) =>
        old ? { ...old, viewerHasFavorited: favorited } : old,
      );
      // The dashboard's favourites grid reads these.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.myFavorites });
      toast.success(favorited ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed);
    },
    onError: (_error, favorite) => {
      toast.error(favorite ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed);
    },
  });
}
