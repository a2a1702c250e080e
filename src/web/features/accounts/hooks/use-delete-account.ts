// Account deletion (docs/product.md §14.1): delete, then sign out (clear the query cache and the remembered
// business) and go home with 'Your account and business profiles were deleted.'
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { forgetSession } from '../../../lib/forget-session.ts';
import { deleteMe } from '../api/delete-me.ts';
import { signOut } from '../api/sign-out.ts';
import { serverMessage } from '../lib/server-message.ts';

async function signOutAfterDelete(): Promise<boolean> {
  try {
    await signOut();
    return true;
  } catch (err) {
    // The session went with the account: a 401 means there is nothing left to end.
    return err instanceof ApiError && err.status === 401;
  }
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const remove = async (confirmUsername: string) => {
    setPending(true);
    try {
      await deleteMe(confirmUsername);
    } catch (err) {
      toast.error(serverMessage(err, 'Failed to delete account'));
      setPending(false);
      return;
    }
    if (!(await signOutAfterDelete())) {
      toast.error('Failed to sign out');
      setPending(false);
      return;
    }
    forgetSession(queryClient);
    await navigate(paths.home, { replace: true });
    toast.success('Your account and business profiles were deleted.');
  };

  return { remove, isPending };
}
