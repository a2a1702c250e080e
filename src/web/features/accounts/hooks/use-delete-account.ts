// Account deletion (docs/product.md §14.1): delete, then sign out (clear the query cache and the remembered
// business) and go home with 'Your account and business profiles were deleted.'
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { forgetSession } from '../../../lib/forget-session.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useDeleteMe } from '../api/delete-me.ts';
import { useEndSession } from '../api/sign-out.ts';

/** The session went with the account: a 401 means there is nothing left to end. */
const signedOut = (ending: Promise<unknown>): Promise<boolean> =>
  ending.then(
    () => true,
    (err) => err instanceof ApiError && err.status === 401,
  );

export function useDeleteAccount() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const deleteMe = useDeleteMe();
  const endSession = useEndSession();

  const remove = async (confirmUsername: string) => {
    setPending(true);
    try {
      await deleteMe.mutateAsync(confirmUsername);
    } catch (err) {
      toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to delete account')));
      setPending(false);
      return;
    }
    if (!(await signedOut(endSession.mutateAsync()))) {
      toast.error(i18n._('Failed to sign out'));
      setPending(false);
      return;
    }
    forgetSession(queryClient);
    await navigate(paths.home, { replace: true });
    toast.success(i18n._('Your account and business profiles were deleted.'));
  };

  return { remove, isPending };
}
