// POST /api/auth/send-verification-email: the confirmation link again.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { AFTER_LINK_PATH } from '../lib/after-link-path.ts';

export const resendVerification = (email: string) =>
  api('POST /api/auth/send-verification-email', { body: { email, callbackURL: AFTER_LINK_PATH } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
