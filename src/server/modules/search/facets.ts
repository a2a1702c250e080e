// The count of matching businesses for each filter value. One statement counts the result set itself
// (the total and the facets whose filter narrows: offerings, tags, and any facet not in use); each
// facet in use with a single or either-or choice (state, region, type, category, structure) gets its
// own statement without its filter, so its other values say what choosing them would show.
//
// A count never reads more than SAMPLE_SIZE + 1 matches: each statement takes the first matches in
// shuffle-key order. Shuffle keys are uniform random, so when there are more, the first SAMPLE_SIZE
// are a uniform sample of them covering the keys 0…K, and every count is scaled by 2^31 / (K + 1):
// an estimate, flagged as one, never a wrong exact number (docs/decisions/016).
import { type SQL, sql } from 'drizzle-orm';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { FacetCount, SearchFacets } from '#shared/types/search.ts';
import type { Db } from '../../db/client.ts';
import { queryRowsWithin } from '../../db/query-rows.ts';
import { SHUFFLE_KEY_MAX } from '../market/market-cursor.ts';
import {
  type ExclusiveFacet,
  fromClause,
  perZip,
  placeZips,
  type ResolvedSearch,
  readsPerZip,
  whereClause,
} from './search-sql.ts';
import { type WordEstimate, type WordPlan, wordPlan } from './word-stats.ts';

/** Counts are exact up to this many matches, and estimated from this many above it. */
export const SAMPLE_SIZE = 1_000;
/**
 * The counts' time limit. They are read once for everyone asking the same search (counts-cache.ts),
 * so on a cache gone cold (after a restart) they may take longer than a visitor's own reads, which
 * would fail every visitor waiting on them at once.
 */
export const COUNTS_STATEMENT_TIMEOUT_MS = 8_000;

type Kind = 'total' | 'sample' | 'state' | 'region' | 'type' | 'category' | 'offering' | 'structure' | 'tag';
interface CountRow {
  kind: Kind;
  value: string | null;
  n: number;
  /** The 'sample' row: the highest shuffle key of the sample. */
  k?: number | null;
}

/** What each kind groups by (a list column is unnested). */
const GROUPS: Record<Exclude<Kind, 'total' | 'sample'>, SQL> = {
  state: sql`select 'state' as kind, business_state as value, count(*)::int as n from m group by 2`,
  region: sql`select 'region' as kind, business_region as value, count(*)::int as n from m group by 2`,
  type: sql`select 'type' as kind, business_type as value, count(*)::int as n from m group by 2`,
  category: sql`select 'category' as kind, v as value, count(*)::int as n from m, unnest(business_categories) v group by 2`,
  offering: sql`select 'offering' as kind, v as value, count(*)::int as n from m, unnest(business_offering) v group by 2`,
  structure: sql`select 'structure' as kind, business_structure as value, count(*)::int as n from m where business_structure is not null group by 2`,
  tag: sql`select 'tag' as kind, v as value, count(*)::int as n from m, unnest(business_identities) v group by 2`,
};

type Grouped = Exclude<Kind, 'total' | 'sample'>;

/**
 * Near a place, the sample is read ZIP code by ZIP code from the ring's own businesses, only those
 * whose key is below this cutoff: about RING_SAMPLE_ROWS of them whatever the radius holds (a walk
 * of the whole shuffle order for a common word near a ZIP code read 400,000 rows: 1.5 s at 1M).
 * Every match below the cutoff is counted, a uniform sample scaled like any other; none when the
 * ring holds few businesses (exact).
 */
const RING_SAMPLE_ROWS = 4_000;
function ringCutoff(s: ResolvedSearch): number | null {
  if (!s.near) return null;
  const businesses = s.near.ring.businesses.reduce((sum, n) => sum + n, 0);
  return businesses <= RING_SAMPLE_ROWS
    ? null
    : Math.ceil((SHUFFLE_KEY_MAX + 1) * (RING_SAMPLE_ROWS / businesses));
}

/** One statement: the sample's size and top key, then its counts (m: the sample, at most SAMPLE_SIZE rows). */
function countStatement(s: ResolvedSearch, kinds: Grouped[], plan: WordPlan, without?: ExclusiveFacet): SQL {
  const near = s.near && plan === 'walk';
  const cutoff = near ? ringCutoff(s) : null;
  // Cut short, the sample is every match below the cutoff unless more than SAMPLE_SIZE are: its top
  // key is then the cutoff's.
  const top =
    cutoff === null
      ? sql`max(key)`
      : sql`case when (select count(*) from first) <= ${SAMPLE_SIZE} then ${cutoff - 1} else max(key) end`;
  const selects = [
    sql`select 'sample' as kind, ${cutoff === null ? null : 'cut'} as value, (select count(*)::int from first) as n, ${top} as k from m`,
    ...(without ? [] : [sql`select 'total' as kind, null as value, count(*)::int as n, null as k from m`]),
    ...kinds.map((k) => sql`select kind, value, n, null as k from (${GROUPS[k]}) g`),
  ];
  const columns = sql`bp.business_state, bp.business_region, bp.business_type, bp.business_categories,
      bp.business_offering, bp.business_structure, bp.business_identities, bp.shuffle_key as key`;
  const where = whereClause(s, without, plan);
  const below = cutoff === null ? sql`` : sql` and bp.shuffle_key < ${cutoff}`;
  const first =
    readsPerZip(s, plan) || near
      ? sql`select * from ${perZip(s, placeZips(s), columns, sql`${where}${below}`, sql`bp.shuffle_key`, SAMPLE_SIZE + 1)} p order by key`
      : sql`select ${columns} from ${fromClause(s)} where ${where}
    order by ${plan === 'walk' ? sql`bp.shuffle_key` : sql`bp.shuffle_key + 0`}`;
  return sql`with first as materialized (${first} limit ${SAMPLE_SIZE + 1}), m as (select * from first order by key limit ${SAMPLE_SIZE})
  ${sql.join(selects, sql` union all `)}`;
}

/** Scales a statement's counts when its matches were more than the sample (see the top of the file). */
function scaled(rows: CountRow[]): (CountRow & { estimated: boolean })[] {
  const sample = rows.find((r) => r.kind === 'sample');
  const estimated = (sample?.n ?? 0) > SAMPLE_SIZE || sample?.value === 'cut';
  const factor = estimated ? (SHUFFLE_KEY_MAX + 1) / (Number(sample?.k) + 1) : 1;
  return rows
    .filter((r) => r.kind !== 'sample')
    .map((r) => ({ ...r, n: estimated ? Math.round(r.n * factor) : r.n, estimated }));
}

/** Which facets are filtered on (each then needs its own count without its filter). */
function activeExclusive(s: ResolvedSearch): ExclusiveFacet[] {
  const active: ExclusiveFacet[] = [];
  if (s.state) active.push('state');
  if (s.region) active.push('region');
  if (s.type || s.rate) active.push('type');
  if (s.categories?.length) active.push('category');
  if (s.structure) active.push('structure');
  return active;
}

export interface Labels {
  state: (name: string) => { value: string; label: string } | undefined;
  region: (name: string) => { value: string; label: string } | undefined;
}

/**
 * `words`: what the words are expected to match (word-stats.ts). A common word's sample is the
 * shuffle walk's first matches; a rare word's matches are read whole by its index, then sorted.
 */
export async function countFacets(db: Db, s: ResolvedSearch, labels: Labels, words: WordEstimate | null) {
  const plan = s.tsquery && words ? wordPlan(words.any, SAMPLE_SIZE + 1, words.total) : 'walk';
  const active = activeExclusive(s);
  const always: Grouped[] = ['offering', 'tag'];
  const inResult = (['state', 'region', 'type', 'category', 'structure'] as const).filter(
    (k) => !active.includes(k) && (k !== 'region' || s.state),
  );
  const statements = [
    countStatement(s, [...always, ...inResult], plan),
    ...active.map((facet) => countStatement(s, [facet], plan, facet)),
  ];
  const reads = statements.map((st) => queryRowsWithin<CountRow>(db, COUNTS_STATEMENT_TIMEOUT_MS, st));
  const rows = (await Promise.all(reads)).flatMap(scaled);
  const total = rows.find((r) => r.kind === 'total');
  return {
    total: total?.n ?? 0,
    totalEstimated: total?.estimated ?? false,
    facets: shapeFacets(rows, s, labels),
  };
}

function shapeFacets(
  rows: (CountRow & { estimated: boolean })[],
  s: ResolvedSearch,
  labels: Labels,
): SearchFacets {
  const of = (kind: Kind, label: (v: string) => { value: string; label: string } | undefined) =>
    rows
      .filter((r) => r.kind === kind && r.value !== null && r.n > 0)
      .flatMap((r): FacetCount[] => {
        const named = label(r.value as string);
        if (!named) return [];
        return [r.estimated ? { ...named, count: r.n, estimated: true } : { ...named, count: r.n }];
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const slugLabel = (find: (slug: string) => { name: string } | undefined) => (v: string) => {
    const entry = find(v);
    return entry ? { value: v, label: entry.name } : undefined;
  };
  const tags = (group: 'identity' | 'ethos') => (v: string) => {
    const tag = findTag(v);
    return tag && tag.group === group ? { value: tag.slug, label: tag.name } : undefined;
  };
  const facets: SearchFacets = {
    state: of('state', labels.state),
    region: s.state ? of('region', labels.region) : [],
    type: of('type', (v) => ({ value: v, label: v === 'shop' ? 'Shops' : 'Services' })),
    category: of('category', slugLabel(findCategory)),
    offering: of('offering', slugLabel(findOffering)),
    structure: of('structure', slugLabel(findStructure)),
    identity: of('tag', tags('identity')),
    ethos: of('tag', tags('ethos')),
  };
  return facets satisfies Record<string, FacetCount[]>;
}
