// GET /api/me/favorites: the shopper's favourite businesses, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export const favoritesQueryOptions = queryOptions({
  queryKey: dashboardKeys.favorites,
  queryFn: async () => (await apiFetch<ApiResponse<'GET /api/me/favorites'>>('/api/me/favorites')).items,
  staleTime: 0,
});

export const useFavorites = () => useQuery(favoritesQueryOptions);
