// DELETE /api/me/sessions/:id: signs one of the account's other devices out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { devicesKey } from './get-devices.ts';

export const signOutDevice = (id: string) => api('DELETE /api/me/sessions/:id', { params: { id } });

/** Takes the device; the list is read again whatever the answer. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: { id: string }) => signOutDevice(device.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
