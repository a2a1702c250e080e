// The language switch (docs/decisions/042-languages.md): `/language/es?next=/market` remembers the
// choice in a cookie and sends the visitor to that page in Spanish. The cookie decides only where
// `/` sends a returning visitor (pages.routes.ts); what any other address shows is its own.
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { isLocale, LOCALE_COOKIE, localizedPath, safeNext } from '#shared/i18n/locale.ts';
import type { AppEnv } from '../context.ts';
import { errorBody } from '../lib/errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageRoutes({ https }: { https: boolean }) {
  return new Hono<AppEnv>().get('/language/:locale', (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.json(errorBody('not_found', 'No such language.'), 404);
    const next = safeNext(c.req.query('next')) ?? '/';
    setCookie(c, LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'Lax',
      httpOnly: true,
      secure: https,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(localizedPath(next, locale), 303);
  });
}
