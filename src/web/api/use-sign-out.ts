// Sign-out (docs/product.md §9.6): clears the session, cached data and the remembered business, then goes home.
// A session that was already missing counts as success; any other failure is shown and nothing changes.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { errorMessage } from '../lib/api.ts';
import { forgetSession } from '../lib/forget-session.ts';
import { type SignOutOutcome, signOutOutcome } from '../lib/sign-out-outcome.ts';
import { fetchSession } from './get-session.ts';

async function attemptSignOut(): Promise<SignOutOutcome> {
  // A failed check is "unknown", not "missing": still ask the server to end the session.
  const current = await fetchSession().catch(() => undefined);
  if (current === null) return signOutOutcome({ sessionMissing: true });
  try {
    const { authClient } = await import('../lib/auth-client.ts');
    const { error } = await authClient.signOut();
    return signOutOutcome({
      sessionMissing: false,
      status: error ? error.status : 200,
      errorMessage: error?.message,
    });
  } catch (err) {
    return signOutOutcome({ sessionMissing: false, errorMessage: errorMessage(err, 'Failed to sign out') });
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const outcome = await attemptSignOut();
      // sonner is loaded on demand so it stays out of the initial JS.
      const { toast } = await import('sonner');
      if (outcome.kind === 'failed') {
        toast.error(outcome.message);
        return;
      }
      forgetSession(queryClient);
      await navigate(paths.home);
      toast.success(outcome.message);
    } finally {
      setPending(false);
    }
  }, [queryClient, navigate]);

  return { signOut, isPending };
}
