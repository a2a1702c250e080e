import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, type Locale, languageSwitchPath } from '#shared/i18n/locale.ts';
import { useI18n, useLocale } from '../../lib/i18n.tsx';

/**
 * The footer's way to the same page in the other language. A plain link through the server
 * (`/language/…`), which remembers the choice for `/` and sends the visitor on: a page load, as
 * the other language's page is drawn in it.
 */
export function LanguageSwitch() {
  const i18n = useI18n();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  return (
    <p className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only">{i18n._('Language:')}</span>
      <a
        href={languageSwitchPath(other, `${pathname}${search}${hash}`)}
        hrefLang={other}
        lang={other}
        className="inline-block rounded-sm py-2 font-medium text-cream/90 underline underline-offset-4 hover:text-cream"
      >
        {LOCALE_NAMES[other]}
      </a>
    </p>
  );
}
