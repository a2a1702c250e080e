// Step 6 stores the email or website itself for those options and the option name otherwise
// (docs/product.md §6.6); reading it back maps a stored value to its option.
import { isPrimaryContactOption, type PrimaryContactOption } from '#shared/catalogues/contact-options.ts';

export interface ContactValues {
  primaryContact: string | null;
  businessEmail: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  websiteUrl: string | null;
}

export function primaryContactOption(
  v: Pick<ContactValues, 'primaryContact' | 'businessEmail' | 'websiteUrl'>,
): PrimaryContactOption | undefined {
  const stored = v.primaryContact?.trim();
  if (!stored) return undefined;
  if (isPrimaryContactOption(stored)) return stored;
  const same = (a: string | null) => Boolean(a) && a!.trim().toLowerCase() === stored.toLowerCase();
  if (same(v.businessEmail) || stored.includes('@')) return 'Email';
  if (same(v.websiteUrl) || /\./.test(stored)) return 'Business Website';
  return undefined;
}
