import { CATEGORIES } from '#shared/catalogues/categories.ts';
import { PRIMARY_CONTACT_OPTIONS } from '#shared/catalogues/contact-options.ts';
import { OFFERINGS } from '#shared/catalogues/offerings.ts';
import { STRUCTURES } from '#shared/catalogues/structures.ts';
import { TAGS } from '#shared/catalogues/tags.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';

const CATALOGUES = {
  categories: CATEGORIES,
  offerings: OFFERINGS,
  structures: STRUCTURES,
  tags: TAGS,
  'contact-options': PRIMARY_CONTACT_OPTIONS,
} as const;

export function catalogueRoutes() {
  return routes([
    route('GET /api/catalogues', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(CATALOGUES);
    }),
    // The name is one of the declared ones (own keys only: '__proto__' never reaches the prototype).
    route(
      'GET /api/catalogues/:name',
      (c, { params }) => {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json({ entries: CATALOGUES[params.name] });
      },
      { badParams: () => notFound('Catalogue not found.') },
    ),
  ]);
}
