// POST /api/auth/send-verification-email: the confirmation link again, landing in the page's language.
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locale.ts';
import { api } from '../../../lib/api.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { afterLinkPath } from '../lib/after-link-path.ts';

export const resendVerification = (email: string, locale: Locale) =>
  api('POST /api/auth/send-verification-email', { body: { email, callbackURL: afterLinkPath(locale) } });

export const useResendVerification = () => {
  const locale = useLocale();
  return useMutation({ mutationFn: (email: string) => resendVerification(email, locale) });
};
