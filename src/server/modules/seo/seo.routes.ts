// Link previews (business page HTML with Open Graph + JSON-LD), the sitemaps and robots.txt.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { businessSitemapCount, businessSitemapPage, livePlaces } from './sitemap.service.ts';
import { type SitemapCache, xmlAnswer } from './sitemap-cache.ts';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

const STATIC_PATHS = [
  '/',
  '/explore-businesses',
  '/about',
  '/open-data',
  '/support',
  '/contact',
  '/terms',
  '/privacy',
  '/waitlist',
];

export function seoRoutes({ db, env }: Deps, sitemaps: SitemapCache) {
  const origin = env.PUBLIC_URL;
  const cached = sitemaps.file;
  return (
    new Hono<AppEnv>()
      .get('/robots.txt', (c) =>
        c.text(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search?\nDisallow: /dashboard\nDisallow: /profile\nDisallow: /onboarding\nDisallow: /account\n\nSitemap: ${origin}/sitemap.xml\n`,
        ),
      )
      // A sitemap index: the site's pages and places, then the businesses 50,000 a file.
      .get('/sitemap.xml', async (c) => {
        const file = await cached('index', async () => {
          const files = await businessSitemapCount(db);
          const names = ['pages', ...Array.from({ length: files }, (_, i) => `businesses-${i + 1}`)];
          return sitemapIndex(names.map((n) => `${origin}/sitemaps/${n}.xml`));
        });
        return xmlAnswer(c, file as NonNullable<typeof file>);
      })
      .get('/sitemaps/pages.xml', async (c) => {
        const file = await cached('pages', async () => {
          const places = await livePlaces(db);
          const place = (page: string) => (state: string, region?: string) =>
            `${origin}${page}?${new URLSearchParams(region ? { state, region } : { state })}`;
          const market = place('/market');
          // Each place's events (docs/decisions/040) beside its market.
          const events = place('/events');
          const urls = [
            ...STATIC_PATHS.map((p) => ({ loc: origin + p })),
            { loc: `${origin}/events` },
            ...places.flatMap((p) => [
              { loc: market(p.state) },
              ...p.regions.map((r) => ({ loc: market(p.state, r) })),
              { loc: events(p.state) },
              ...p.regions.map((r) => ({ loc: events(p.state, r) })),
            ]),
          ];
          return urlSet(urls);
        });
        return xmlAnswer(c, file as NonNullable<typeof file>);
      })
      .get('/sitemaps/:file', async (c) => {
        const page = Number(/^businesses-([1-9][0-9]{0,5})\.xml$/.exec(c.req.param('file'))?.[1] ?? 0);
        if (!page) return c.notFound();
        const file = await cached(`businesses-${page}`, async () => {
          const rows = await businessSitemapPage(db, page);
          if (rows.length === 0 && page > 1) return null;
          const urls = rows.map((r) => ({
            loc: `${origin}/business/${encodeURIComponent(r.username)}`,
            lastmod: r.updatedAt,
          }));
          return urlSet(urls);
        });
        return file ? xmlAnswer(c, file) : c.notFound();
      })
  );
}
