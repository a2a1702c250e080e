// POST /api/auth/change-signup-email: corrects the address of this browser's sign-up before it is
// confirmed (docs/decisions/007).
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locale.ts';
import { api } from '../../../lib/api.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { afterLinkPath } from '../lib/after-link-path.ts';

export const changeSignupEmail = (email: string, password: string, locale: Locale) =>
  api('POST /api/auth/change-signup-email', {
    body: { email, password, callbackURL: afterLinkPath(locale) },
  });

export const useChangeSignupEmail = () => {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      changeSignupEmail(input.email, input.password, locale),
  });
};
