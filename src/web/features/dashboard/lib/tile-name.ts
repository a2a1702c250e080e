import { truncateName } from '#shared/display/format.ts';

export const UNTITLED_BUSINESS = 'Untitled business';

/** A dashboard tile's name: cut at 12 characters plus an ellipsis; a draft without a name is untitled. */
export function tileName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? truncateName(trimmed) : UNTITLED_BUSINESS;
}

/** The full name of a business for headings and labels. */
export function fullName(name: string | null | undefined): string {
  return name?.trim() || UNTITLED_BUSINESS;
}
