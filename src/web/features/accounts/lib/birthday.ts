// Birthday as Month / Day / Year controls (docs/product.md §10.2) and the API's 'YYYY-MM-DD' (or '').
import { BIRTHDAY_INVALID, isRealDate } from '#shared/schemas/account.ts';

/** The months' English names (message ids: drawn with `i18n._`). */
export const MONTHS = [
  /*i18n*/ 'January',
  /*i18n*/ 'February',
  /*i18n*/ 'March',
  /*i18n*/ 'April',
  /*i18n*/ 'May',
  /*i18n*/ 'June',
  /*i18n*/ 'July',
  /*i18n*/ 'August',
  /*i18n*/ 'September',
  /*i18n*/ 'October',
  /*i18n*/ 'November',
  /*i18n*/ 'December',
] as const;

export interface BirthdayParts {
  /** '1'–'12' or ''. */
  month: string;
  day: string;
  year: string;
}

export function splitBirthday(value: string): BirthdayParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { month: '', day: '', year: '' };
  return { month: String(Number(m[2])), day: String(Number(m[3])), year: m[1] };
}

export function joinBirthday({ month, day, year }: BirthdayParts): string {
  if (!month && !day && !year) return '';
  const pad = (v: string, n: number) => v.trim().padStart(n, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Null when the birthday is empty or a real past date; else the message to show. */
export function birthdayProblem(parts: BirthdayParts, today = new Date()): string | null {
  const { month, day, year } = parts;
  if (!month && !day && !year) return null;
  if (!/^\d{4}$/.test(year.trim()) || !month || !/^\d{1,2}$/.test(day.trim())) return BIRTHDAY_INVALID;
  return isRealDate(Number(year), Number(month), Number(day), today) ? null : BIRTHDAY_INVALID;
}
