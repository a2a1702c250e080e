// PUT /api/me: the account settings (answers the updated profile).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsInput } from '#shared/schemas/account.ts';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateMe = (input: AccountSettingsInput) => api('PUT /api/me', { body: input });

/** The answer is the new `me`; the session (its username) is read again. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
