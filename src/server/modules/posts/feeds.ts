// Atom feeds anyone can follow without an account: a business's posts, and a state's newly
// published businesses. Linked from each business page's and each state market page's head. The
// `feed` library writes the XML (RFC 4287); each post's entry links to that post on the business page.
import { and, desc, eq } from 'drizzle-orm';
import { Feed } from 'feed';
import { Hono } from 'hono';
import { SITE_NAME } from '#shared/display/page-meta.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { businessProfiles as bp, businessFirstPublished } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import { stateWithRegions } from '../geography/geography.service.ts';
import { type PostRow, toPublicPost } from './posts.service.ts';
import { livePostsOf } from './public-posts.ts';

export const businessFeedPath = (username: string) => `/feeds/business/${encodeURIComponent(username)}.atom`;
export const stateFeedPath = (slug: string) => `/feeds/state/${encodeURIComponent(slug)}.atom`;
export const feedLink = (href: string, title: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${esc(title)}" href="${esc(href)}">`;

interface Entry {
  id: string;
  /** Plain text, as written. */
  title: string;
  updated: Date;
  published?: Date;
  link: string;
  /** Lines of plain text (an event's time and place, an offer's last day, the text). */
  summary: string[];
}

interface FeedParts {
  id: string;
  title: string;
  link: string;
  self: string;
  /** Who writes it: RFC 4287 wants an author for the feed (or for every entry). */
  author: { name: string; link: string };
  entries: Entry[];
}

/** Plain text as the `html` the library declares titles and summaries to be. */
const asHtml = (text: string) => esc(text).replace(/\r?\n/g, '<br>');

/** Atom 1.0, written by the `feed` library; entries newest first. */
function atom(parts: FeedParts) {
  const feed = new Feed({
    id: parts.id,
    title: parts.title,
    link: parts.link,
    feedLinks: { atom: parts.self },
    author: parts.author,
    updated: parts.entries[0]?.updated ?? new Date(0),
    generator: 'Locals Market',
  });
  for (const e of parts.entries)
    feed.addItem({
      id: e.id,
      title: asHtml(e.title),
      link: e.link,
      date: e.updated,
      published: e.published,
      description: e.summary
        .filter(Boolean)
        .map((line) => `<p>${asHtml(line)}</p>`)
        .join(''),
    });
  return feed.atom1();
}

/**
 * A post's entry says what its card says: an event's time (in the event's own zone, in the page's
 * words) and place, an offer's last day, then the text.
 */
function postSummary(post: PostRow): string[] {
  const { when, place, text } = toPublicPost(post);
  const lead = [when, place].filter(Boolean).join(' · ');
  return [lead, text];
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
          published: p.createdAt,
          // The business page gives each post this id ("Latest").
          link: `${page}#post-${p.id}`,
          summary: postSummary(p),
        }))
        .sort((a, b) => b.updated.getTime() - a.updated.getTime());
      const name = business.businessName ?? business.businessUsername;
      return answer(
        atom({
          id: `${origin}${businessFeedPath(business.businessUsername)}`,
          title: `${name} on Locals Market`,
          link: page,
          self: `${origin}${businessFeedPath(business.businessUsername)}`,
          author: { name, link: page },
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
          author: { name: SITE_NAME, link: origin },
          entries: rows.map((r) => ({
            id: `urn:uuid:${r.id}`,
            title: `New: ${r.name ?? r.username}${r.city ? ` in ${r.city}` : ''}`,
            updated: r.publishedAt,
            link: `${origin}/business/${encodeURIComponent(r.username ?? '')}`,
            summary: [r.headline ?? ''],
          })),
        }),
      );
    });
}
