// POST /api/auth/sign-out: ends this browser's session.
import { api } from '../../../lib/api-client.ts';

export const signOut = () => api('POST /api/auth/sign-out', { body: {} });
