import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOCALE_NAMES, LOCALES } from '#shared/i18n/locale.ts';
import type { Me } from '../../../../api/get-me.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useUsernameAvailability } from '../../api/get-username-exists.ts';
import { useSaveSettings } from '../../hooks/use-save-settings.ts';
import { type SettingsValues, settingsFormSchema, toFormValues } from '../../lib/settings-schema.ts';
import { DigitsInput } from '../shared/digits-input.tsx';
import { UsernameField } from '../shared/username-field.tsx';
import { BirthdayFields } from './birthday-fields.tsx';
import { SaveOrCancel } from './save-or-cancel.tsx';

/** Username, First/Last Name, Birthday, Zip, the emails' language; Save Information, Cancel, Delete Account (docs/product.md §10.2). */
export function SettingsForm({ me }: { me: Me }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsFormSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(me),
  });
  const { register, handleSubmit, control, setFocus, formState } = form;
  const { errors, isSubmitting } = formState;
  const username = useWatch({ control, name: 'username' });
  const status = useUsernameAvailability(username, me.username ?? undefined);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const save = useSaveSettings(form, setRefusedUntil);

  const known = refusedUntil ?? (me.nextUsernameChangeAt ? Date.parse(me.nextUsernameChangeAt) : null);
  const cooldownUntil = refusedUntil !== null || username !== me.username ? known : null;

  const onSubmit = (values: SettingsValues) => {
    if (status === 'taken') return setFocus('username');
    return save(values);
  };
  const cancel = async () => {
    toast(i18n._('Edit canceled'));
    await navigate(paths.dashboard);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <UsernameField
        registration={register('username')}
        error={errors.username?.message}
        status={status}
        hint={i18n._('You can change it once every 7 days.')}
        cooldownUntil={cooldownUntil}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={i18n._('First Name')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={i18n._('Last Name')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <BirthdayFields register={register} error={errors.year?.message} />
      <Field
        label={i18n._('Zip code')}
        error={errors.zip?.message}
        hint={i18n._('5 digits, e.g. 90012.')}
        className="sm:max-w-48"
      >
        <DigitsInput digits={5} autoComplete="postal-code" registration={register('zip')} />
      </Field>
      <Field
        label={i18n._('Email language')}
        hint={i18n._('The language of the emails we send you.')}
        className="sm:max-w-64"
      >
        <Select {...register('language')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Select>
      </Field>
      <SaveOrCancel
        label={i18n._('Save Information')}
        pending={isSubmitting}
        onCancel={cancel}
        large
        className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row"
      >
        <Link
          to={paths.deleteAccount}
          className="inline-flex h-13 items-center justify-center gap-2 rounded-pill px-5 font-semibold text-danger transition-colors hover:bg-danger-soft sm:ml-auto"
        >
          <Trash2 aria-hidden="true" className="size-[1.1em]" />
          {i18n._('Delete Account')}
        </Link>
      </SaveOrCancel>
    </form>
  );
}
