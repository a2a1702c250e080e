/** The ways a business can ask customers to reach it first (docs/product.md §6.6). */
export const PRIMARY_CONTACT_OPTIONS = [
  'Email',
  'Instagram',
  'Tiktok',
  'Facebook',
  /*i18n*/ 'Business Website',
  /*i18n*/ 'Physical store',
] as const;

export type PrimaryContactOption = (typeof PRIMARY_CONTACT_OPTIONS)[number];

export function isPrimaryContactOption(value: string): value is PrimaryContactOption {
  return (PRIMARY_CONTACT_OPTIONS as readonly string[]).includes(value);
}

/** How an option reads on screen: the stored 'Tiktok' (the spec's value) is written 'TikTok' everywhere. */
export function contactOptionLabel(option: string): string {
  return option === 'Tiktok' ? 'TikTok' : option;
}
