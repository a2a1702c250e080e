// Link previews (business page HTML with Open Graph + JSON-LD), sitemap.xml and robots.txt.
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { publicBusiness } from '../businesses/public-business.service.ts';
import { businessHead, injectHead } from './business-meta.ts';
import { sitemapBusinesses } from './sitemap.service.ts';

const STATIC_PATHS = [
  '/',
  '/explore-businesses',
  '/about',
  '/support',
  '/contact',
  '/terms',
  '/privacy',
  '/waitlist',
];
const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function seoRoutes({ db, env }: Deps, loadIndex: () => Promise<string>) {
  const origin = env.PUBLIC_URL;
  return new Hono<AppEnv>()
    .get('/business/:username', async (c) => {
      // Only published businesses get tags: link previews are for everyone, drafts are not.
      const business = await publicBusiness(db, c.req.param('username'), null);
      const html = await loadIndex();
      c.header('Cache-Control', 'no-cache');
      return c.html(business ? injectHead(html, businessHead(business, origin)) : html);
    })
    .get('/robots.txt', (c) =>
      c.text(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /profile\nDisallow: /onboarding\nDisallow: /account\n\nSitemap: ${origin}/sitemap.xml\n`,
      ),
    )
    .get('/sitemap.xml', async (c) => {
      const rows = await sitemapBusinesses(db);
      const urls = [
        ...STATIC_PATHS.map((p) => `<url><loc>${xml(origin + p)}</loc></url>`),
        ...rows.map(
          (r) =>
            `<url><loc>${xml(`${origin}/business/${encodeURIComponent(r.username)}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
    });
}
