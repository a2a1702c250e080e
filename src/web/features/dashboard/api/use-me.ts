// GET /api/me: the signed-in person's profile (username for the greeting, zip for the browse button).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export interface Me {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  zip: string | null;
}

export const meQueryOptions = queryOptions({
  queryKey: dashboardKeys.me,
  queryFn: () => apiFetch<Me>('/api/me'),
  staleTime: 0,
});

export const useMe = () => useQuery(meQueryOptions);
