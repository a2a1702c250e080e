// Turns a business's stored contact fields into working links for the Connect tab (docs/product.md §4.4).
// Handles are stored with or without '@'; Facebook and websites with or without a scheme and www.
import { contactOptionLabel } from '#shared/catalogues/contact-options.ts';
import type { Translator } from '#shared/i18n/translator.ts';

export type ConnectKind = 'email' | 'instagram' | 'tiktok' | 'facebook' | 'website';

export interface ConnectLink {
  kind: ConnectKind;
  /** The English label (a message id: draw it with `i18n._`). */
  label: string;
  /** What the link reads, e.g. '@maplecandles' or 'maplecandles.com'. */
  text: string;
  href: string;
}

export interface ConnectFields {
  businessEmail?: string | null;
  instagramUrl?: string | null;
  tiktokUrl?: string | null;
  facebookUrl?: string | null;
  websiteUrl?: string | null;
}

const handle = (value: string) => value.trim().replace(/^@+/, '');
const withoutScheme = (value: string) =>
  value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');

/** The Connect tab's links, in a fixed order, for the fields that are present. */
export function connectLinks(fields: ConnectFields): ConnectLink[] {
  const links: ConnectLink[] = [];
  const email = fields.businessEmail?.trim();
  if (email) links.push({ kind: 'email', label: /*i18n*/ 'Email', text: email, href: `mailto:${email}` });
  const instagram = fields.instagramUrl ? handle(fields.instagramUrl) : '';
  if (instagram) {
    links.push({
      kind: 'instagram',
      label: 'Instagram',
      text: `@${instagram}`,
      href: `https://instagram.com/${encodeURIComponent(instagram)}`,
    });
  }
  const tiktok = fields.tiktokUrl ? handle(fields.tiktokUrl) : '';
  if (tiktok) {
    links.push({
      kind: 'tiktok',
      label: 'TikTok',
      text: `@${tiktok}`,
      href: `https://tiktok.com/@${encodeURIComponent(tiktok)}`,
    });
  }
  const facebook = fields.facebookUrl ? withoutScheme(fields.facebookUrl) : '';
  if (facebook) {
    links.push({ kind: 'facebook', label: 'Facebook', text: facebook, href: `https://${facebook}` });
  }
  const website = fields.websiteUrl ? withoutScheme(fields.websiteUrl) : '';
  if (website) {
    links.push({
      kind: 'website',
      label: /*i18n*/ 'Website',
      text: website.replace(/^www\./i, ''),
      href: `https://${website}`,
    });
  }
  return links;
}

/** What the page names as the way to reach the business: the primary contact, else the email. */
export function primaryContactText(
  fields: { primaryContact?: string | null; businessEmail?: string | null },
  i18n: Translator,
): string | null {
  const primary = fields.primaryContact?.trim();
  return (primary && i18n._(contactOptionLabel(primary))) || fields.businessEmail?.trim() || null;
}
