// Leaving bulk mail from a link. The List-Unsubscribe address opened in a browser redirects to its
// page; the page (GET) says what will stop and for which address, and only its button (a plain
// form POST) stops it, so a link scanner that opens every link unsubscribes nobody. A link that is
// not genuine gets a page saying so, never JSON. Mail clients' one-click POSTs stay where they were.
import { type Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { trustedOrigin } from '../../lib/trusted-origin.ts';
import { type MailList, UNSUBSCRIBE_PAGES } from '../../mail/unsubscribe-links.ts';
import { MAIL_LISTS } from './mail-lists.ts';
import { type PageParts, unsubscribePage } from './unsubscribe-page.ts';
import { INVALID_LINK, LIST_TEXTS } from './unsubscribe-texts.ts';

/** A click on a List-Unsubscribe address: the page of that mail, with the same token. */
const toPage =
  (list: MailList) =>
  (c: Context<AppEnv>, { query }: { query: { token?: string } }) => {
    c.header('Cache-Control', 'no-store');
    const token = query.token ? `?token=${encodeURIComponent(query.token)}` : '';
    return c.body(null, 302, { Location: `${UNSUBSCRIBE_PAGES[list]}${token}` });
  };

export function unsubscribeRoutes() {
  return routes([
    route('GET /api/waitlist/unsubscribe', toPage('waitlist')),
    route('GET /api/digest/unsubscribe', toPage('roundup')),
    route('GET /api/alerts/unsubscribe', toPage('alerts')),
  ]);
}

/** A posted form is one hidden token. */
const FORM_BODY_LIMIT = 4 * 1024;
/** Per address, like the one-click POSTs: the pages read and write by token. */
const PER_MINUTE = 30;

const TOO_MANY: PageParts['text'] = {
  heading: 'Too many tries',
  body: ['Wait a minute, then open the link from your email again.'],
};

export function unsubscribePageRoutes(
  { db, authSecret, rateLimitStore, env }: Deps,
  loadIndex: () => Promise<string>,
) {
  const answer = async (c: Context<AppEnv>, status: 200 | 400 | 429, parts: PageParts) => {
    c.header('Cache-Control', 'no-store');
    const template = await loadIndex().catch(() => '');
    return c.html(unsubscribePage(template, parts), status);
  };

  /** The counter the one-click POSTs use does not run out for a page, nor theirs for the pages. */
  const withinLimit = async (c: Context<AppEnv>) => {
    const { allowed, retryAfter } = await rateLimitStore.consume(`unsubscribe-page:${c.get('clientIp')}`, {
      window: 60,
      max: PER_MINUTE,
    });
    if (!allowed) c.header('Retry-After', String(retryAfter ?? 60));
    return allowed;
  };

  const app = new Hono<AppEnv>();
  for (const [name, path] of Object.entries(UNSUBSCRIBE_PAGES) as [MailList, string][]) {
    const list = MAIL_LISTS[name];
    const texts = LIST_TEXTS[name];
    const invalid = (c: Context<AppEnv>) =>
      answer(c, 400, { title: texts.title, text: INVALID_LINK, tone: 'danger' });
    const tooMany = (c: Context<AppEnv>) =>
      answer(c, 429, { title: texts.title, text: TOO_MANY, tone: 'clay' });

    app.get(path, async (c) => {
      if (!(await withinLimit(c))) return tooMany(c);
      const token = c.req.query('token') ?? '';
      const subject = token ? list.open(authSecret, token) : null;
      if (!subject) return invalid(c);
      const now = await list.read(db, subject);
      if (!now.active)
        return answer(c, 200, { title: texts.title, text: texts.already(now), tone: 'primary' });
      return answer(c, 200, {
        title: texts.title,
        text: texts.ask(now),
        tone: 'clay',
        form: { action: path, token },
      });
    });

    app.post(path, trustedOrigin(env.TRUSTED_ORIGINS), limitBody(FORM_BODY_LIMIT), async (c) => {
      if (!(await withinLimit(c))) return tooMany(c);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === 'string' ? form.token : '';
      const subject = token ? list.open(authSecret, token) : null;
      if (!subject) return invalid(c);
      // Read first: the confirmation says what stopped (the alerts the roundup held, say).
      const was = await list.read(db, subject);
      await list.stop(db, subject);
      return answer(c, 200, { title: texts.title, text: texts.done(was), tone: 'primary' });
    });
  }
  return app;
}
