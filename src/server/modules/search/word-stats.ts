// How common the typed words are, from the word list's counts (migration 0010, kept by a trigger), and
// the plan each statement of a search takes from that (docs/decisions/020). A common word is best
// found by walking the shuffle order and checking each business (a page needs only its first few
// matches); a rare one by its GIN index (reading every match and sorting the few). Walking reads
// about need × N / matches businesses, the index about `matches` (each costing more): the walk wins
// when 3 × matches² ≥ need × N. PostgreSQL's own guess for a prefix match is too rough to choose by.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Shares of published businesses (0…1) with the word anywhere, in the name or categories/headline, in the name. */
interface WordShare {
  any: number;
  title: number;
  name: number;
}

/** What a search's words are expected to match, in businesses, per match level and in all. */
export interface WordEstimate {
  /** Published businesses in all. */
  total: number;
  /** Matches at each level: the name, then categories or headline, then anywhere else. */
  levels: [number, number, number];
  /** Matches at any level. */
  any: number;
}

/** How a statement finds the businesses that have the words. */
export type WordPlan = 'walk' | 'index';

/**
 * A match read by the index costs about three businesses walked (the GIN posting lists of every
 * word, the heap fetch and recheck of the match, the sort): measured at 1,000,000 businesses, "golden
 * bakery" (2,500 matches) took 900 ms by the index and 280–390 ms walking 5,200 businesses.
 */
const INDEX_ROW_COST = 3;

/** Walk in shuffle order when that reads fewer businesses than the index would, weighted. */
export function wordPlan(matches: number, need: number, total: number): WordPlan {
  return INDEX_ROW_COST * matches * matches >= need * total ? 'walk' : 'index';
}

const TTL_MS = 5 * 60_000;
const MAX_WORDS = 5_000;

export function wordStats(db: Db, ttlMs = TTL_MS) {
  const words = new Map<string, { at: number; value: Promise<WordShare | null> }>();
  let published: { at: number; value: Promise<number> } | undefined;

  const totalNow = () => {
    if (!published || Date.now() - published.at > ttlMs) {
      const value = queryRows<{ n: number }>(
        db,
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'business_profiles'::regclass`,
      ).then((rows) => Number(rows[0]?.n ?? 0));
      published = { at: Date.now(), value };
      value.catch(() => {
        published = undefined;
      });
    }
    return published.value;
  };

  /** Counts of the words whose stem starts with this word's stem (the query matches it as a prefix). */
  const counts = (word: string) =>
    queryRows<{ stem: string | null; any: number; title: number; name: number }>(
      db,
      sql`select s.stem, coalesce(sum(w.businesses), 0)::float8 as any,
            coalesce(sum(w.in_title), 0)::float8 as title, coalesce(sum(w.in_name), 0)::float8 as name
          from (select (tsvector_to_array(to_tsvector('english'::regconfig, lm_unaccent(${word}))))[1] as stem) s
          left join search_words w on w.stem like s.stem || '%'
          group by s.stem`,
    ).then((rows) => rows[0] ?? null);

  const lookup = (word: string, total: number): Promise<WordShare | null> => {
    const hit = words.get(word);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = counts(word).then((c) => {
      // A stop word ("the") is left out of the query: it narrows nothing.
      if (!c || c.stem === null) return null;
      const n = Math.max(total, c.any, 1);
      return { any: c.any / n, title: c.title / n, name: c.name / n };
    });
    words.delete(word);
    words.set(word, { at: Date.now(), value });
    value.catch(() => words.delete(word));
    if (words.size > MAX_WORDS) words.delete(words.keys().next().value as string);
    return value;
  };

  /** The expected matches of all the words together (taken as independent). */
  return async function estimate(typed: readonly string[]): Promise<WordEstimate> {
    const total = Math.max(await totalNow(), 1);
    const shares = (await Promise.all(typed.map((w) => lookup(w, total)))).filter(
      (s): s is WordShare => s !== null,
    );
    const product = (k: keyof WordShare) => shares.reduce((p, s) => p * Math.min(s[k], 1), 1);
    const [any, title, name] = [product('any'), product('title'), product('name')];
    return {
      total,
      levels: [total * name, total * Math.max(title - name, 0), total * Math.max(any - title, 0)],
      any: total * any,
    };
  };
}
