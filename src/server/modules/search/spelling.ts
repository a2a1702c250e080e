// "Did you mean": a word that is no word (nor the start of one) our published businesses use is
// replaced by the closest one they do use: trigram similarity (pg_trgm) finds candidates, the
// fewest edits picks one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { editDistance } from './edit-distance.ts';

const CORRECTABLE_MIN = 3;

async function correction(db: Db, word: string): Promise<string | null> {
  if (word.length < CORRECTABLE_MIN) return null;
  const [known] = await queryRows<{ hit: number }>(
    db,
    sql`select 1 as hit from search_words where word like lm_unaccent(${word}) || '%' limit 1`,
  );
  if (known) return null;
  const candidates = await queryRows<{ word: string; plain: string }>(
    db,
    sql`select word, lm_unaccent(${word}) as plain from search_words where word % lm_unaccent(${word})
        order by word <-> lm_unaccent(${word}), word limit 10`,
  );
  // The fewest edits wins; among equals, the most similar (the order they came in).
  let best: { word: string; edits: number } | null = null;
  for (const c of candidates) {
    const edits = editDistance(c.plain, c.word);
    if (!best || edits < best.edits) best = { word: c.word, edits };
  }
  return best?.word ?? null;
}

/** The words with each misspelt one corrected, or null when none could be. */
export async function correctedWords(db: Db, words: readonly string[]): Promise<string[] | null> {
  const fixes = await Promise.all(words.map((w) => correction(db, w)));
  if (fixes.every((f) => f === null)) return null;
  return words.map((w, i) => fixes[i] ?? w);
}
