// The SQL of the immutable function the search document reads catalogue words from: a generated
// column cannot read a table, so the catalogues' names (and the categories' descriptions) are
// written into it. A catalogue change needs a migration that redefines it (print it with
// `npm run cli -- search-catalogue-sql`); search-catalogue.test.ts fails until it has one.
import { CATEGORIES, OFFERINGS, STRUCTURES, TAGS } from '#shared/catalogues/index.ts';

const quote = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** Every catalogue entry by slug (slugs are unique across the catalogues): its name, and a category's description. */
export const CATALOGUE_WORDS: readonly { slug: string; name: string; description: string | null }[] = [
  ...CATEGORIES.map((c) => ({ slug: c.slug, name: c.name, description: c.description })),
  ...[...OFFERINGS, ...TAGS, ...STRUCTURES].map((e) => ({ slug: e.slug, name: e.name, description: null })),
];

/** `lm_catalogue_words(slugs, descriptions)`: the names of the slugs, or (true) the categories' descriptions. */
export function catalogueWordsSql(): string {
  const values = CATALOGUE_WORDS.map(
    (e) => `    (${quote(e.slug)}, ${quote(e.name)}, ${quote(e.description)})`,
  );
  return `CREATE OR REPLACE FUNCTION lm_catalogue_words(slugs text[], descriptions boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(CASE WHEN descriptions THEN w.description ELSE w.name END, ' '), '')
  FROM unnest(slugs) AS s(slug)
  JOIN (VALUES
${values.join(',\n')}
  ) AS w(slug, name, description) ON w.slug = s.slug
$fn$;`;
}
