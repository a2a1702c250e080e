// Save Information (docs/product.md §10.2): 'Profile updated!' then /dashboard; 'Not authenticated'; the server's
// error text; a 429 username cooldown shows the red countdown instead of a toast.
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { type SettingsValues, toInput } from '../lib/settings-schema.ts';

const FIELD_OF: Record<string, keyof SettingsValues> = {
  username: 'username',
  firstName: 'firstName',
  lastName: 'lastName',
  birthday: 'year',
  zip: 'zip',
};

export function useSaveSettings(form: UseFormReturn<SettingsValues>, onCooldown: (until: number) => void) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const updateMe = useUpdateMe();

  return async (values: SettingsValues) => {
    try {
      await updateMe.mutateAsync(toInput(values));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast.error(i18n._('Not authenticated'));
        return;
      }
      if (err instanceof ApiError && err.status === 429 && err.extra.next_allowed) {
        onCooldown(Date.parse(String(err.extra.next_allowed)));
        form.setFocus('username');
        return;
      }
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      for (const [name, message] of fields) {
        const field = FIELD_OF[name];
        if (field) form.setError(field, { message });
      }
      if (!fields.some(([name]) => FIELD_OF[name]))
        toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to save.')));
      return;
    }
    toast.success(i18n._('Profile updated!'));
    await navigate(paths.dashboard);
  };
}
