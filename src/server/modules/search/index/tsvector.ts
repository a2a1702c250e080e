// A typed word as the words of the index: PostgreSQL stems and unaccents it (to_tsquery over
// lm_unaccent, as the search documents were made), once per distinct word, then it is kept. A word
// may come out as several ('e-mail' parts) or none (a stop word: it narrows nothing).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

const MAX_KEPT = 50_000;

/** A word's prefixes, e.g. "bakery" → ["bakeri"]; [] for a stop word. */
export type Stemmed = readonly string[];

export function wordStemmer(db: Db) {
  const kept = new Map<string, Stemmed>();

  /** The prefixes of each word, in order. */
  return async function stems(words: readonly string[]): Promise<Stemmed[]> {
    const missing = [...new Set(words.filter((w) => !kept.has(w)))];
    if (missing.length) {
      const rows = await queryRows<{ word: string; query: string }>(
        db,
        sql`select w as word, to_tsquery('english'::regconfig, lm_unaccent(w || ':*'))::text as query
            from unnest(${sql.param(missing)}::text[]) w`,
      );
      for (const row of rows) {
        kept.set(row.word, parseQuery(row.query));
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
      }
    }
    return words.map((w) => kept.get(w) ?? []);
  };
}

/** `'bakeri':*` or `'e':* & 'mail':*` → the quoted words (a quote inside one is doubled). */
export function parseQuery(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')*)':\*/g)].map((m) => m[1].replaceAll("''", "'"));
}
