// POST /api/auth/change-password: the signed-in person's new password.
import { api } from '../../../lib/api.ts';

export const changePassword = (currentPassword: string, newPassword: string) =>
  api('POST /api/auth/change-password', { body: { currentPassword, newPassword } });
