// GET /api/me/favorites: the shopper's favourite businesses, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getFavorites = async () => (await api('GET /api/me/favorites')).items;

export const favoritesQueryOptions = queryOptions({
  queryKey: queryKeys.myFavorites,
  queryFn: getFavorites,
  staleTime: 0,
});

export const useFavorites = () => useQuery(favoritesQueryOptions);
