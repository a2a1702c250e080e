// A page's head tags: title, description, canonical address, Open Graph and Twitter previews, and
// for a business page its schema.org LocalBusiness (its street address only when the owner welcomes visitors).
import { businessTitle, documentTitle, SITE_NAME } from '#shared/display/page-meta.ts';
import { scriptJson } from '#shared/html/script-json.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { PublicBusiness } from '#shared/types/business.ts';
import { escapeHtml as attr } from '../../lib/escape-html.ts';

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** The head of a page: its title, description, canonical address and preview tags. */
export interface HeadSpec {
  title: string;
  /** What a link preview shows as the title (the page title without the site's name). */
  heading: string;
  description: string;
  url: string;
  type?: string;
  image?: string | null;
  /** Extra tags, already escaped (structured data). */
  extra?: string[];
}

export function headTags(h: HeadSpec): { title: string; tags: string } {
  const meta: [string, string, string][] = [
    ['name', 'description', h.description],
    ['property', 'og:type', h.type ?? 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', h.heading],
    ['property', 'og:description', h.description],
    ['property', 'og:url', h.url],
    ['name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', h.heading],
    ['name', 'twitter:description', h.description],
  ];
  if (h.image) meta.push(['property', 'og:image', h.image], ['name', 'twitter:image', h.image]);
  const tags = [
    ...meta.map(([k, n, v]) => `<meta ${k}="${n}" content="${attr(v)}">`),
    `<link rel="canonical" href="${attr(h.url)}">`,
    ...(h.extra ?? []),
  ].join('\n    ');
  return { title: h.title, tags };
}

/** `pageOrigin`: where the page's own address starts (`…/es` for its Spanish page); assets stay at `origin`. */
export function businessHead(
  b: PublicBusiness,
  origin: string,
  pageOrigin = origin,
  i18n: Translator = i18nFor('en'),
): { title: string; tags: string } {
  const title = documentTitle(businessTitle(b.businessName, b.businessCity, b.businessState));
  const description =
    b.businessHeadline ||
    i18n._('{name} on Locals Market, where locals shop locals.', { name: b.businessName });
  const url = `${pageOrigin}/business/${encodeURIComponent(b.businessUsername)}`;
  const image = absolute(origin, b.productPhotos[0] ?? b.businessLogoUrl ?? b.ownerPhotoUrl);
  // A home-based business is found by its town and region; a storefront also by its street address.
  const shop = b.storefront;
  const place = [b.businessCity, b.businessState].filter(Boolean).join(', ');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: b.businessName,
    description,
    url,
    ...(image ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(shop
        ? {
            streetAddress: shop.suite ? `${shop.street}, ${shop.suite}` : shop.street,
            addressLocality: shop.city,
            addressRegion: shop.state,
            postalCode: shop.zipCode,
          }
        : {
            ...(b.businessCity ? { addressLocality: b.businessCity } : {}),
            ...(b.businessState ? { addressRegion: b.businessState } : {}),
          }),
      addressCountry: 'US',
    },
    ...(place ? { areaServed: { '@type': 'Place', name: place } } : {}),
  };
  const locality = [
    ...(b.businessCity
      ? [`<meta property="business:contact_data:locality" content="${attr(b.businessCity)}">`]
      : []),
    ...(b.businessState
      ? [`<meta property="business:contact_data:region" content="${attr(b.businessState)}">`]
      : []),
  ];
  return headTags({
    title,
    heading: b.businessName,
    description,
    url,
    type: 'business.business',
    image,
    extra: [...locality, `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`],
  });
}

// Replacement strings would read '$&', "$'" and '$`' in owner text as patterns: functions insert verbatim.
export function injectHead(html: string, head: { title: string; tags: string }): string {
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${attr(head.title)}</title>`);
  return withTitle
    .replace(/<meta\s+name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${head.tags}\n  </head>`);
}
