// POST /api/auth/request-password-reset: a reset link by email.
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const requestPasswordReset = (email: string, transport?: ApiTransport) =>
  api('POST /api/auth/request-password-reset', {
    body: { email, redirectTo: paths.resetPassword },
    transport,
  });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
