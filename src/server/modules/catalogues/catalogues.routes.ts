import { Hono } from 'hono';
import { CATEGORIES } from '#shared/catalogues/categories.ts';
import { PRIMARY_CONTACT_OPTIONS } from '#shared/catalogues/contact-options.ts';
import { OFFERINGS } from '#shared/catalogues/offerings.ts';
import { STRUCTURES } from '#shared/catalogues/structures.ts';
import { TAGS } from '#shared/catalogues/tags.ts';
import type { AppEnv } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';

const CATALOGUES = {
  categories: CATEGORIES,
  offerings: OFFERINGS,
  structures: STRUCTURES,
  tags: TAGS,
  'contact-options': PRIMARY_CONTACT_OPTIONS,
} as const;

export function catalogueRoutes() {
  return new Hono<AppEnv>()
    .get('/catalogues', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(CATALOGUES);
    })
    .get('/catalogues/:name', (c) => {
      // Own keys only: '__proto__' or 'constructor' must not reach Object.prototype.
      const name = c.req.param('name');
      if (!Object.hasOwn(CATALOGUES, name)) throw notFound('Catalogue not found.');
      const entries = CATALOGUES[name as keyof typeof CATALOGUES];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ entries });
    });
}
