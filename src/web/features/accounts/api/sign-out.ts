// POST /api/auth/sign-out: ends this browser's session.
import { api } from '../../../lib/api.ts';

export const signOut = () => api('POST /api/auth/sign-out', { body: {} });
