// GET /api/business-usernames/:username/available: step 2's username check (the business's own
// name counts as available when editing it).
import { businessUsernameField } from '#shared/schemas/steps/index.ts';
import { api } from '../../../lib/api.ts';
import { type NameStatus, useNameAvailability } from '../../../lib/use-name-availability.ts';

export async function isBusinessUsernameAvailable(
  username: string,
  businessId: string | null,
  signal?: AbortSignal,
) {
  const query = businessId ? { businessId } : {};
  const res = await api('GET /api/business-usernames/:username/available', {
    params: { username },
    query,
    signal,
  });
  return res.available;
}

export type Availability = NameStatus;

/**
 * Whether a business username is free, checked as it is typed (docs/product.md §6.3). The
 * business's own current value counts as available (the server is told which business asks).
 */
export function useUsernameAvailability(username: string, businessId: string | null): Availability {
  return useNameAvailability(username.trim(), {
    checkable: (v) => v !== '' && businessUsernameField.safeParse(v).success,
    isAvailable: (v, signal) => isBusinessUsernameAvailable(v, businessId, signal),
  });
}
