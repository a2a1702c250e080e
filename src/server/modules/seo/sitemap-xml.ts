// Sitemap documents (sitemaps.org 0.9): an index of sitemap files, and a file of page addresses.
const xmlText = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const lastmod = (d?: Date) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : '');

export const sitemapIndex = (files: readonly string[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${files.map((f) => `<sitemap><loc>${xmlText(f)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

export const urlSet = (urls: readonly SitemapUrl[]) =>
  `${HEAD}<urlset ${NS}>\n${urls.map((u) => `<url><loc>${xmlText(u.loc)}</loc>${lastmod(u.lastmod)}</url>`).join('\n')}\n</urlset>\n`;
