// POST /api/me/sessions/sign-out-others: every device but this one.
import { api } from '../../../lib/api.ts';

export const signOutOtherDevices = () => api('POST /api/me/sessions/sign-out-others');
