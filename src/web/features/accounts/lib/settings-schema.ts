// The Edit Information form (docs/product.md §10.2): account.ts rules plus Month/Day/Year controls.
import { z } from 'zod';
import { LOCALES } from '#shared/i18n/locale.ts';
import type { AccountSettingsInput } from '#shared/schemas/account.ts';
import { usernameField } from '#shared/schemas/fields.ts';
import { MSG } from '#shared/schemas/messages.ts';
import type { Me } from '../../../api/get-me.ts';
import { birthdayProblem, joinBirthday, splitBirthday } from './birthday.ts';

const name = z.string().trim().max(60, /*i18n*/ 'At most 60 characters.');

export const settingsFormSchema = z
  .object({
    username: usernameField,
    firstName: name,
    lastName: name,
    month: z.string(),
    day: z.string(),
    year: z.string(),
    zip: z.string().refine((v) => v === '' || /^\d{5}$/.test(v), MSG.zip),
    language: z.enum(LOCALES),
  })
  .superRefine((values, ctx) => {
    const problem = birthdayProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['year'] });
  });

export type SettingsValues = z.infer<typeof settingsFormSchema>;

export const toFormValues = (me: Me): SettingsValues => ({
  username: me.username ?? '',
  firstName: me.firstName,
  lastName: me.lastName,
  ...splitBirthday(me.birthday),
  zip: me.zip,
  language: me.language,
});

export const toInput = ({ month, day, year, ...rest }: SettingsValues): AccountSettingsInput => ({
  ...rest,
  birthday: joinBirthday({ month, day, year }),
});
