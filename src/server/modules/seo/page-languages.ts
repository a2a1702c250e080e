// Every page in its language: `<html lang>`, and links to the same page in each language with the
// English one as `x-default`, as search engines ask of a site with one address per language.
import { LOCALES, type Locale, localizedPath } from '#shared/i18n/locale.ts';
import { escapeHtml as attr } from '../../lib/escape-html.ts';

export function inLanguage(
  html: string,
  { locale, pathAndQuery, origin }: { locale: Locale; pathAndQuery: string; origin: string },
): string {
  const href = (l: Locale) => attr(origin + localizedPath(pathAndQuery, l));
  const links = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', () => `    ${links}\n  </head>`);
}
