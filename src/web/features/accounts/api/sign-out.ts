// POST /api/auth/sign-out: ends this browser's session.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const signOut = () => api('POST /api/auth/sign-out', { body: {} });

/** Ends the session on the server; forgetting it here is the caller's (after a deleted account). */
export const useEndSession = () => useMutation({ mutationFn: signOut });
