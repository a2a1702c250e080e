// How many posts of the person's favourites arrived since they last opened Updates (the nav's count).
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';

export const unseenUpdatesKey = ['me', 'updates', 'unseen'] as const;

export function useUnseenUpdates(enabled: boolean) {
  const { data } = useQuery({
    queryKey: unseenUpdatesKey,
    queryFn: () => apiFetch<{ unseen: number }>('/api/me/updates/unseen'),
    enabled,
    staleTime: 60_000,
  });
  return data?.unseen ?? 0;
}
