// Business username availability (docs/product.md §6.3), through the app's one name check. The
// business's own current value counts as available (the server is told which business asks).
import { businessUsernameField } from '#shared/schemas/steps/index.ts';
import { type NameStatus, useNameAvailability } from '../../../lib/use-name-availability.ts';
import { isBusinessUsernameAvailable } from '../api/get-business-username-available.ts';

export type Availability = NameStatus;

export function useUsernameAvailability(username: string, businessId: string | null): Availability {
  return useNameAvailability(username.trim(), {
    checkable: (v) => v !== '' && businessUsernameField.safeParse(v).success,
    isAvailable: (v, signal) => isBusinessUsernameAvailable(v, businessId, signal),
  });
}
