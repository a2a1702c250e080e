// Account settings (docs/product.md §10.2) and deletion confirmations (§14).
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { usernameField, zipField } from './fields.ts';
import { text } from './text.ts';

export const USERNAME_COOLDOWN_DAYS = 7;
export const BIRTHDAY_INVALID = /*i18n*/ 'Enter a real date.';

/** True when year-month-day is a real calendar date not in the future. */
export function isRealDate(year: number, month: number, day: number, today = new Date()): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real && year >= 1900 && d.getTime() <= today.getTime();
}

const name = text().trim().max(60, /*i18n*/ 'At most 60 characters.');

export const accountSettingsSchema = z.strictObject({
  username: usernameField,
  firstName: name,
  lastName: name,
  /** 'YYYY-MM-DD', or '' for none. */
  birthday: text().refine((v) => {
    if (v === '') return true;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return Boolean(m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])));
  }, BIRTHDAY_INVALID),
  zip: z.union([z.literal(''), zipField]),
  /** The language of their emails; left out, it stays as it is. */
  language: z.enum(LOCALES).optional(),
});
export type AccountSettingsInput = z.infer<typeof accountSettingsSchema>;

export const confirmDeleteSchema = z.strictObject({ confirmUsername: text().min(1).max(120) });

/** What the owner types to delete a business: its username, else its name, else DELETE (a draft
 * abandoned before step 3 has neither, and must still be deletable). */
export function businessDeletePhrase(business: {
  businessUsername: string | null;
  businessName: string | null;
}): string {
  return business.businessUsername || business.businessName?.trim() || 'DELETE';
}

/** The countdown shown while the username cooldown runs: '2d 03h 04m 05s'. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d}d ${pad(h)}h ${pad(m)}m ${pad(s)}s`;
}
