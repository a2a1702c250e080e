// POST /api/auth/change-signup-email: corrects the address of this browser's sign-up before it is
// confirmed (docs/decisions/007).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { AFTER_LINK_PATH } from '../lib/after-link-path.ts';

export const changeSignupEmail = (email: string, password: string) =>
  api('POST /api/auth/change-signup-email', { body: { email, password, callbackURL: AFTER_LINK_PATH } });

export const useChangeSignupEmail = () =>
  useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      changeSignupEmail(input.email, input.password),
  });
