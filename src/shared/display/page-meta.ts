// Page titles and descriptions: the browser sets the titles as pages open, and the server writes
// titles, descriptions and preview tags into the HTML it sends, so both always agree. Their words
// are messages of the catalogs (docs/decisions/042-languages.md), in English unless a page's
// translator is given.
import { english } from '../i18n/english.ts';
import type { Translator } from '../i18n/translator.ts';

export const SITE_NAME = 'Locals Market';

export const SITE_DESCRIPTION =
  /*i18n*/ 'Locals Market is where locals shop locals: discover independent shops, makers and services in your state and region, and put your own business on the local map.';

/** The home page's title: a message of the catalogs (translated where it is shown). */
export const HOME_TITLE = /*i18n*/ 'Locals Market — where locals shop locals';

/** "{title} · Locals Market", or the site's own title for the home page. */
export const documentTitle = (title?: string) => (title ? `${title} · ${SITE_NAME}` : HOME_TITLE);

export interface PageMeta {
  title: string;
  description: string;
}

/** The public pages whose title and description do not depend on data, by path. */
export const STATIC_PAGE_META: Record<string, PageMeta> = {
  '/explore-businesses': {
    title: /*i18n*/ 'Explore local businesses by state',
    description:
      /*i18n*/ 'Choose a state to browse its independent shops, makers and services on Locals Market.',
  },
  '/about': {
    title: /*i18n*/ 'About us',
    description:
      /*i18n*/ 'Why Locals Market exists, how it works, and how businesses are ordered: fairly, never for pay.',
  },
  '/open-data': {
    title: /*i18n*/ 'Open data',
    description:
      /*i18n*/ 'Download the Locals Market directory as CSV or GeoJSON under the ODbL, and keep a copy in sync with the change feed.',
  },
  '/search': {
    title: /*i18n*/ 'Search',
    description:
      /*i18n*/ 'Search independent shops, makers and services by name, category, values, distance and opening hours.',
  },
  '/support': {
    title: /*i18n*/ 'Support',
    description: /*i18n*/ 'Help with your Locals Market account and business profile.',
  },
  '/contact': {
    title: /*i18n*/ 'Contact us',
    description: /*i18n*/ 'Get in touch with the Locals Market team.',
  },
  '/terms': {
    title: /*i18n*/ 'Terms and Conditions',
    description: /*i18n*/ 'The terms for using Locals Market.',
  },
  '/privacy': {
    title: /*i18n*/ 'Privacy Notice',
    description: /*i18n*/ 'What Locals Market collects, why, and what we never do with it.',
  },
  '/waitlist': {
    title: /*i18n*/ 'Join the waitlist',
    description:
      /*i18n*/ 'Locals Market is not live in your state yet: join the waitlist and hear first when it opens.',
  },
};

export const NOT_FOUND_TITLE = /*i18n*/ 'Page not found';
export const BUSINESS_NOT_FOUND_TITLE = /*i18n*/ 'Business not found';

/** A page's fixed title and description in a language. */
export const translatedMeta = (meta: PageMeta, i18n: Translator = english): PageMeta => ({
  title: i18n._(meta.title),
  description: i18n._(meta.description),
});

/** A market page: the region's name, else the state's. */
export const marketMeta = (place: string | undefined, i18n: Translator): PageMeta =>
  place
    ? {
        title: i18n._('Shop local in {place}', { place }),
        description: i18n._(
          'Independent shops, makers and services in {place}, in a fair, random order on Locals Market.',
          { place },
        ),
      }
    : { title: i18n._('Market'), description: i18n._(SITE_DESCRIPTION) };

/** `/events`: where (a city near a ZIP code, a region or a state), or everywhere (docs/decisions/040). */
export const eventsMeta = (place?: { near?: string; in?: string }, i18n: Translator = english): PageMeta => {
  if (place?.near)
    return {
      title: i18n._('Events near {place}', { place: place.near }),
      description: i18n._(
        'Markets, classes, open studios and pop-ups from local businesses near {place}, by day, ready for your calendar.',
        { place: place.near },
      ),
    };
  if (place?.in)
    return {
      title: i18n._('Events in {place}', { place: place.in }),
      description: i18n._(
        'Markets, classes, open studios and pop-ups from local businesses in {place}, by day, ready for your calendar.',
        { place: place.in },
      ),
    };
  return {
    title: i18n._('What’s on near you'),
    description: i18n._(
      'Markets, classes, open studios and pop-ups from local businesses, by day, ready for your calendar.',
    ),
  };
};

/** A business page: its name and where it is. */
export const businessTitle = (name: string, city: string | null, state: string | null) => {
  const place = [city, state].filter(Boolean).join(', ');
  return place ? `${name} · ${place}` : name;
};
