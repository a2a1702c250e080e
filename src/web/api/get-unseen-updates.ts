// GET /api/me/updates/unseen: how many posts of the person's favourites arrived since they last
// opened Updates (the nav's count).
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export const getUnseenUpdates = () => api('GET /api/me/updates/unseen');

export function useUnseenUpdates(enabled: boolean) {
  const { data } = useQuery({
    queryKey: queryKeys.unseenUpdates,
    queryFn: getUnseenUpdates,
    enabled,
    staleTime: 60_000,
  });
  return data?.unseen ?? 0;
}
