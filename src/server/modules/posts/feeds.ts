// Atom feeds anyone can follow without an account: a business's posts, and a state's newly
// published businesses. Linked from each business page's and each state market page's head.
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { businessProfiles as bp, businessFirstPublished } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import { stateWithRegions } from '../geography/geography.service.ts';
import { livePostsOf } from './public-posts.ts';

export const businessFeedPath = (username: string) => `/feeds/business/${encodeURIComponent(username)}.atom`;
export const stateFeedPath = (slug: string) => `/feeds/state/${encodeURIComponent(slug)}.atom`;
export const feedLink = (href: string, title: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${esc(title)}" href="${esc(href)}">`;

interface Entry {
  id: string;
  title: string;
  updated: Date;
  link: string;
  summary: string;
}

function atom(feed: { id: string; title: string; link: string; self: string; entries: Entry[] }) {
  const updated = feed.entries[0]?.updated ?? new Date(0);
  const entries = feed.entries.map(
    (e) => `  <entry>
    <id>${esc(e.id)}</id>
    <title>${esc(e.title)}</title>
    <updated>${e.updated.toISOString()}</updated>
    <link rel="alternate" href="${esc(e.link)}"/>
    <summary>${esc(e.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${esc(feed.id)}</id>
  <title>${esc(feed.title)}</title>
  <updated>${updated.toISOString()}</updated>
  <link rel="alternate" href="${esc(feed.link)}"/>
  <link rel="self" href="${esc(feed.self)}"/>
${entries.join('\n')}
</feed>
`;
}

export function feedRoutes({ db, env }: Deps) {
  const origin = env.PUBLIC_URL;
  const answer = (body: string) =>
    new Response(body, {
      headers: {
        'content-type': 'application/atom+xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
    });
  return new Hono<AppEnv>()
    .get('/feeds/business/:file', async (c) => {
      const username = /^(.{1,60})\.atom$/.exec(c.req.param('file'))?.[1];
      const business = username ? await findBusinessByUsername(db, username) : undefined;
      if (!business?.isPublished || !business.businessUsername) throw notFound('No such feed.');
      const page = `${origin}/business/${encodeURIComponent(business.businessUsername)}`;
      const posts = await livePostsOf(db, business.businessId);
      const entries = posts
        .map((p) => ({
          id: `urn:uuid:${p.id}`,
          title: p.title,
          updated: p.updatedAt,
          link: `${page}#post-${p.id}`,
          summary: p.body,
        }))
        .sort((a, b) => b.updated.getTime() - a.updated.getTime());
      return answer(
        atom({
          id: `${origin}${businessFeedPath(business.businessUsername)}`,
          title: `${business.businessName ?? business.businessUsername} on Locals Market`,
          link: page,
          self: `${origin}${businessFeedPath(business.businessUsername)}`,
          entries,
        }),
      );
    })
    .get('/feeds/state/:file', async (c) => {
      const slug = /^([a-z-]{2,40})\.atom$/.exec(c.req.param('file'))?.[1];
      const found = slug ? await stateWithRegions(db, slug) : null;
      if (!slug || !found?.state.isLive) throw notFound('No such feed.');
      const rows = await db
        .select({
          id: bp.businessId,
          name: bp.businessName,
          username: bp.businessUsername,
          headline: bp.businessHeadline,
          city: bp.businessCity,
          publishedAt: businessFirstPublished.publishedAt,
        })
        .from(businessFirstPublished)
        .innerJoin(bp, eq(bp.businessId, businessFirstPublished.businessId))
        .where(and(eq(businessFirstPublished.businessState, found.state.name), eq(bp.isPublished, true)))
        .orderBy(desc(businessFirstPublished.publishedAt))
        .limit(30);
      const market = `${origin}/market?state=${slug}`;
      return answer(
        atom({
          id: `${origin}${stateFeedPath(slug)}`,
          title: `New in ${found.state.name} on Locals Market`,
          link: market,
          self: `${origin}${stateFeedPath(slug)}`,
          entries: rows.map((r) => ({
            id: `urn:uuid:${r.id}`,
            title: `New: ${r.name ?? r.username}${r.city ? ` in ${r.city}` : ''}`,
            updated: r.publishedAt,
            link: `${origin}/business/${encodeURIComponent(r.username ?? '')}`,
            summary: r.headline ?? '',
          })),
        }),
      );
    });
}
