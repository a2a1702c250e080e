// POST /api/me/sessions/sign-out-others: every device but this one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { devicesKey } from './get-devices.ts';

export const signOutOtherDevices = () => api('POST /api/me/sessions/sign-out-others');

/** The list is read again whatever the answer. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
