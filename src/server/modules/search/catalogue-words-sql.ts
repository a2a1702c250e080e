// The SQL of the two immutable functions the search document reads catalogue words from: a
// generated column cannot read a table, so the catalogue's names (and the categories' descriptions)
// are written into the functions. A catalogue change needs a migration that redefines them (print
// it with `npm run cli -- search-catalogue-sql`); search.catalogue.test.ts fails until it has one.
import { CATEGORIES, OFFERINGS, STRUCTURES, TAGS } from '#shared/catalogues/index.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

function lookupFunction(name: string, entries: readonly (readonly [string, string])[]) {
  const values = entries.map(([slug, words]) => `    (${quote(slug)}, ${quote(words)})`).join(',\n');
  return `CREATE OR REPLACE FUNCTION ${name}(slugs text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(w.words, ' '), '')
  FROM unnest(slugs) AS s(slug)
  JOIN (VALUES
${values}
  ) AS w(slug, words) ON w.slug = s.slug
$fn$;`;
}

/** Every catalogue entry's display name by slug (slugs are unique across the catalogues). */
export const CATALOGUE_NAMES: readonly (readonly [string, string])[] = [
  ...CATEGORIES,
  ...OFFERINGS,
  ...TAGS,
  ...STRUCTURES,
].map((e) => [e.slug, e.name] as const);

export const CATEGORY_DESCRIPTIONS: readonly (readonly [string, string])[] = CATEGORIES.map(
  (c) => [c.slug, c.description] as const,
);

export function catalogueWordsSql(): string {
  return [
    lookupFunction('lm_catalogue_names', CATALOGUE_NAMES),
    lookupFunction('lm_category_descriptions', CATEGORY_DESCRIPTIONS),
  ].join('\n--> statement-breakpoint\n');
}
