// The page's language in React: components read their translator with `useI18n()` and call
// `i18n._('English text')`, the message's id in the catalogs (docs/decisions/042-languages.md).
// English needs no catalog (its messages are their ids); in Spanish the app fetches the catalog
// before it first renders, and an islands page only its islands' messages.
import { createContext, type ReactNode, use } from 'react';
import { english } from '#shared/i18n/english.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Messages, Translator } from '#shared/i18n/translator.ts';

const I18nContext = createContext<Translator>(english);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** This page's translator. Named `i18n` where it is used, so `lingui extract` finds its messages. */
export const useI18n = (): Translator => use(I18nContext);

/** The page's language. */
export const useLocale = (): Locale => use(I18nContext).locale;

/** The translator for a language, with its whole catalog loaded (the app's pages draw any message). */
export async function loadI18n(locale: Locale): Promise<Translator> {
  if (locale === 'en') return english;
  const [{ messages }, { translator }] = await Promise.all([
    import('#shared/i18n/locales/es.ts'),
    import('#shared/i18n/translator.ts'),
  ]);
  return translator(locale, messages as Messages);
}
