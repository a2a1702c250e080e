// Open Graph, Twitter card and schema.org LocalBusiness tags for a business page's HTML.
import type { PublicBusiness } from '#shared/types/business.ts';
import { escapeHtml as attr } from '../../lib/escape-html.ts';

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

export function businessHead(b: PublicBusiness, origin: string): { title: string; tags: string } {
  const place = [b.businessCity, b.businessState].filter(Boolean).join(', ');
  const title = `${b.businessName}${place ? ` · ${place}` : ''} | Locals Market`;
  const description = b.businessHeadline || `${b.businessName} on Locals Market, where locals shop locals.`;
  const url = `${origin}/business/${encodeURIComponent(b.businessUsername)}`;
  const image = absolute(origin, b.productPhotos[0] ?? b.businessLogoUrl ?? b.ownerPhotoUrl);
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'business.business'],
    ['property', 'og:site_name', 'Locals Market'],
    ['property', 'og:title', b.businessName],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', b.businessName],
    ['name', 'twitter:description', description],
  ];
  if (image) meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  if (b.businessCity) meta.push(['property', 'business:contact_data:locality', b.businessCity]);
  if (b.businessState) meta.push(['property', 'business:contact_data:region', b.businessState]);

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: b.businessName,
    description,
    url,
    ...(image ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(b.businessCity ? { addressLocality: b.businessCity } : {}),
      ...(b.businessState ? { addressRegion: b.businessState } : {}),
      addressCountry: 'US',
    },
  };
  const tags = [
    ...meta.map(([k, n, v]) => `<meta ${k}="${n}" content="${attr(v)}">`),
    `<link rel="canonical" href="${attr(url)}">`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');
  return { title, tags };
}

/** JSON inside a <script>: nothing in owner text can close the tag or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

// Replacement strings would read '$&', "$'" and '$`' in owner text as patterns: functions insert verbatim.
export function injectHead(html: string, head: { title: string; tags: string }): string {
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${attr(head.title)}</title>`);
  return withTitle
    .replace(/<meta name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${head.tags}\n  </head>`);
}
