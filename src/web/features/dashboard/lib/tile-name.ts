import { truncateName } from '#shared/display/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';

export const UNTITLED_BUSINESS = /*i18n*/ 'Untitled business';

/** A dashboard tile's name: cut at 12 characters plus an ellipsis; a draft without a name is untitled. */
export function tileName(name: string | null | undefined, i18n: Translator): string {
  const trimmed = name?.trim();
  return trimmed ? truncateName(trimmed) : i18n._(UNTITLED_BUSINESS);
}

/** The full name of a business for headings and labels. */
export function fullName(name: string | null | undefined, i18n: Translator): string {
  return name?.trim() || i18n._(UNTITLED_BUSINESS);
}
