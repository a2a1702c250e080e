// Business username availability (docs/product.md §6.3): nothing when empty; otherwise, after a 500 ms pause,
// a check that says taken or available. The business's own current value counts as available.
import { useEffect, useState } from 'react';
import { businessUsernameField } from '#shared/schemas/steps/index.ts';
import { isBusinessUsernameAvailable } from '../api/onboarding-api.ts';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';
export const USERNAME_CHECK_DELAY_MS = 500;

export function useUsernameAvailability(username: string, businessId: string | null): Availability {
  const [status, setStatus] = useState<Availability>('idle');
  useEffect(() => {
    const value = username.trim();
    setStatus('idle');
    if (!value || !businessUsernameField.safeParse(value).success) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('checking');
      try {
        const available = await isBusinessUsernameAvailable(value, businessId, controller.signal);
        setStatus(available ? 'available' : 'taken');
      } catch {
        if (!controller.signal.aborted) setStatus('idle');
      }
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, businessId]);
  return status;
}
