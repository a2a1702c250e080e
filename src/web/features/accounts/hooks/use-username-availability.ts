// Account username availability (docs/product.md §9.1): empty gives no status; otherwise after a 500 ms pause a spinner, then taken or available.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usernameProblem } from '#shared/schemas/fields.ts';
import { usernameExists } from '../api/account-api.ts';

export type UsernameStatus = 'idle' | 'checking' | 'taken' | 'available' | 'error';

export const USERNAME_CHECK_DELAY_MS = 500;

/** `current` is the person's own username (settings): it needs no check. */
export function useUsernameAvailability(value: string, current?: string): UsernameStatus {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(id);
  }, [value]);

  const checkable = value !== '' && value !== current && usernameProblem(value) === null;
  const ready = checkable && settled === value;
  const query = useQuery({
    queryKey: ['username-exists', settled],
    queryFn: ({ signal }) => usernameExists(settled, signal),
    enabled: ready,
    staleTime: 15_000,
    retry: false,
  });

  if (!ready) return 'idle';
  if (query.isPending) return 'checking';
  if (query.isError) return 'error';
  return query.data.exists ? 'taken' : 'available';
}
