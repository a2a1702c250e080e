// The languages a page can be in and where each lives: English at the site's paths, Spanish under
// `/es` (one address per language: docs/decisions/042-languages.md). Pure rules, used by the server
// (routing, head, the language switch) and the browser (the router's basename).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The cookie that remembers a visitor's choice: it only decides where `/` sends them. */
export const LOCALE_COOKIE = 'lang';

const PREFIX = /^\/es(?=\/|$)/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path's language and the path without its language prefix (`/es/market` → es, `/market`). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  if (!PREFIX.test(pathname)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: 'es', path: pathname.replace(PREFIX, '') || '/' };
}

/** The router's basename for a language: where its paths start. */
export const basenameOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`);

/** A site path (with its query) in a language: `/market?state=ca` → `/es/market?state=ca`. */
export function localizedPath(path: string, locale: Locale): string {
  const { path: bare } = localeOfPath(path);
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare}`;
}

/** The language switch's address: the server remembers the choice and sends the visitor to `next` in it. */
export const languageSwitchPath = (locale: Locale, next: string) =>
  `/language/${locale}?next=${encodeURIComponent(next)}`;

/** A `next` the switch may send a visitor to: a path of this site (never `//elsewhere`), or null. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
