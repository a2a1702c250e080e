// Account username availability (docs/product.md §9.1), through the app's one name check.
import { usernameProblem } from '#shared/schemas/fields.ts';
import { type NameStatus, useNameAvailability } from '../../../lib/use-name-availability.ts';
import { usernameExists } from '../api/get-username-exists.ts';

export type UsernameStatus = NameStatus;

/** `current` is the person's own username (settings): it needs no check. */
export function useUsernameAvailability(value: string, current?: string): UsernameStatus {
  return useNameAvailability(value, {
    checkable: (v) => v !== '' && v !== current && usernameProblem(v) === null,
    isAvailable: async (v, signal) => !(await usernameExists(v, signal)).exists,
  });
}
