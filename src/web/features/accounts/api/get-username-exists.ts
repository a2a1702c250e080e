// GET /api/usernames/:username/exists: the account username check (docs/product.md §9.1).
import { usernameProblem } from '#shared/schemas/fields.ts';
import { api } from '../../../lib/api.ts';
import { type NameStatus, useNameAvailability } from '../../../lib/use-name-availability.ts';

export const usernameExists = (username: string, signal?: AbortSignal) =>
  api('GET /api/usernames/:username/exists', { params: { username }, signal });

export type UsernameStatus = NameStatus;

/** Whether an account username is free, checked as it is typed (docs/product.md §9.1). `current` is
 * the person's own username (settings): it needs no check. */
export function useUsernameAvailability(value: string, current?: string): UsernameStatus {
  return useNameAvailability(value, {
    checkable: (v) => v !== '' && v !== current && usernameProblem(v) === null,
    isAvailable: async (v, signal) => !(await usernameExists(v, signal)).exists,
  });
}
