// POST /api/auth/change-password: the signed-in person's new password.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const changePassword = (currentPassword: string, newPassword: string) =>
  api('POST /api/auth/change-password', { body: { currentPassword, newPassword } });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePassword(input.currentPassword, input.newPassword),
  });
