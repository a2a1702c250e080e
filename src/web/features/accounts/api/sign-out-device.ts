// DELETE /api/me/sessions/:id: signs one of the account's other devices out.
import { api } from '../../../lib/api.ts';

export const signOutDevice = (id: string) => api('DELETE /api/me/sessions/:id', { params: { id } });
