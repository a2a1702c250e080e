// The head every public page is sent with: title, description, canonical address and previews,
// from the same titles the browser sets (src/shared/display/page-meta.ts).

import { eq } from 'drizzle-orm';
import {
  documentTitle,
  eventsMeta,
  HOME_TITLE,
  marketMeta,
  type PageMeta,
  SITE_DESCRIPTION,
  STATIC_PAGE_META,
  translatedMeta,
} from '#shared/display/page-meta.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { Deps } from '../../context.ts';
import { usZips } from '../../db/schema/index.ts';
import { publicBusiness } from '../businesses/public-business.service.ts';
import { stateCache } from '../geography/state-cache.ts';
import { businessFeedPath, feedLink, stateFeedPath } from '../posts/feeds.ts';
import { eventJsonLd, livePostsOf } from '../posts/public-posts.ts';
import { businessHead, headTags, injectHead } from './business-meta.ts';
import { inLanguage } from './page-languages.ts';

export function pageHead({ db, env, caches }: Deps) {
  const origin = env.PUBLIC_URL;
  // The market page's head names its state and region: from memory, not two queries a page.
  const places = stateCache(db, caches);
  const page = (html: string, meta: PageMeta, url: string, extra?: string[]) =>
    injectHead(
      html,
      headTags({
        title: documentTitle(meta.title || undefined),
        heading: meta.title || documentTitle(),
        description: meta.description,
        url,
        extra,
      }),
    );

  // A page in Spanish (/es/…) has the head of its English page, in its language and at its address.
  return async (html: string, url: URL): Promise<string> => {
    const { locale, path } = localeOfPath(url.pathname);
    const pageOrigin = locale === 'en' ? origin : `${origin}/${locale}`;
    const head = await headOf(html, new URL(path + url.search, url), locale, pageOrigin);
    return inLanguage(head, { locale, pathAndQuery: path + url.search, origin });
  };

  async function headOf(html: string, url: URL, locale: Locale, pageOrigin: string): Promise<string> {
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
    if (path === '/') {
      const i18n = i18nFor(locale);
      const title = i18n._(HOME_TITLE);
      const description = i18n._(SITE_DESCRIPTION);
      return injectHead(html, headTags({ title, heading: title, description, url: `${pageOrigin}/` }));
    }
    const fixed = STATIC_PAGE_META[path];
    if (fixed) return page(html, translatedMeta(fixed, i18nFor(locale)), pageOrigin + path);
    if (path === '/market') {
      const [meta, canonical, state] = await market(url.searchParams, locale);
      const feed = state ? [feedLink(origin + stateFeedPath(state.slug), `New in ${state.name}`)] : undefined;
      return page(html, meta, pageOrigin + canonical.slice(origin.length), feed);
    }
    if (path === '/events') {
      const [meta, query] = await eventsPlace(url.searchParams, i18nFor(locale));
      const feed = feedLink(`${origin}/events.atom${query}`, meta.title);
      return page(html, meta, `${pageOrigin}/events${query}`, [feed]);
    }
    const username = /^\/business\/([^/]+)$/.exec(path)?.[1];
    const name = username ? safeDecode(username) : null;
    if (name) {
      const business = await publicBusiness(db, name, null);
      if (business?.isPublished) {
        const head = businessHead(business, origin, pageOrigin, i18nFor(locale));
        // Its feed, and each coming event as a schema.org Event.
        const events = (await livePostsOf(db, business.businessId)).flatMap((p) =>
          p.kind === 'event' ? [eventJsonLd(p, business, origin)] : [],
        );
        const extra = [
          feedLink(origin + businessFeedPath(business.businessUsername), `${business.businessName}: latest`),
          ...events,
        ];
        return injectHead(html, { title: head.title, tags: `${head.tags}\n    ${extra.join('\n    ')}` });
      }
    }
    // Any other page (signing in, the wizard, a dashboard) opens under the site's own title, in the
    // page's language, until the app names it.
    if (locale === 'en') return html;
    const i18n = i18nFor(locale);
    const title = i18n._(HOME_TITLE);
    return injectHead(
      html,
      headTags({ title, heading: title, description: i18n._(SITE_DESCRIPTION), url: pageOrigin + path }),
    );
  }

  /** The events page's place, as its heading names it, and its canonical query (place only). */
  async function eventsPlace(search: URLSearchParams, i18n: Translator): Promise<[PageMeta, string]> {
    const zip = search.get('zip') ?? '';
    if (/^\d{5}$/.test(zip)) {
      const [row] = await db
        .select({ city: usZips.city, state: usZips.state })
        .from(usZips)
        .where(eq(usZips.zip, zip));
      const radius = search.get('radius');
      const query = new URLSearchParams({ zip, ...(radius ? { radius } : {}) });
      return [eventsMeta(row ? { near: `${row.city}, ${row.state}` } : undefined, i18n), `?${query}`];
    }
    const slug = search.get('state')?.trim().toLowerCase() ?? '';
    const state = /^[a-z-]{2,40}$/.test(slug) ? await places.state(slug) : undefined;
    if (!state?.isLive) return [eventsMeta(undefined, i18n), ''];
    const regionSlug = search.get('region')?.trim().toLowerCase();
    const region = regionSlug ? await places.region(slug, regionSlug) : undefined;
    const query = new URLSearchParams(region ? { state: slug, region: region.slug } : { state: slug });
    return [eventsMeta({ in: region?.name ?? state.name }, i18n), `?${query}`];
  }

  async function market(
    search: URLSearchParams,
    locale: Locale,
  ): Promise<[PageMeta, string, { slug: string; name: string } | null]> {
    const i18n = i18nFor(locale);
    const slug = search.get('state')?.trim().toLowerCase() ?? '';
    const state = /^[a-z-]{2,40}$/.test(slug) ? await places.state(slug) : undefined;
    if (!state?.isLive) return [marketMeta(undefined, i18n), `${origin}/market`, null];
    const regionSlug = search.get('region')?.trim().toLowerCase();
    const region = regionSlug ? await places.region(slug, regionSlug) : undefined;
    const query = new URLSearchParams(region ? { state: slug, region: region.slug } : { state: slug });
    return [
      marketMeta(region?.name ?? state.name, i18n),
      `${origin}/market?${query}`,
      { slug, name: state.name },
    ];
  }
}

/** A path segment as text, or null when it is not valid percent-encoded UTF-8. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
