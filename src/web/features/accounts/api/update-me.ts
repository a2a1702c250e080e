// PUT /api/me: the account settings (answers the updated profile).
import type { AccountSettingsInput } from '#shared/schemas/account.ts';
import { api } from '../../../lib/api.ts';

export const updateMe = (input: AccountSettingsInput) => api('PUT /api/me', { body: input });
