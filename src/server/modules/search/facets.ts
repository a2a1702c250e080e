// The count of matching businesses for each filter value. One statement counts the result set itself
// (the total and the facets whose filter narrows: offerings, tags, and any facet not in use); each
// facet in use with a single or either-or choice (state, region, type, category, structure) gets its
// own statement without its filter, so its other values say what choosing them would show.
import { type SQL, sql } from 'drizzle-orm';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { FacetCount, SearchFacets } from '#shared/types/search.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type ExclusiveFacet, fromClause, type ResolvedSearch, whereClause } from './search-sql.ts';

type Kind = 'total' | 'state' | 'region' | 'type' | 'category' | 'offering' | 'structure' | 'tag';
interface CountRow {
  kind: Kind;
  value: string | null;
  n: number;
}

/** What each kind groups by (a list column is unnested). */
const GROUPS: Record<Exclude<Kind, 'total'>, SQL> = {
  state: sql`select 'state' as kind, business_state as value, count(*)::int as n from m group by 2`,
  region: sql`select 'region' as kind, business_region as value, count(*)::int as n from m group by 2`,
  type: sql`select 'type' as kind, business_type as value, count(*)::int as n from m group by 2`,
  category: sql`select 'category' as kind, v as value, count(*)::int as n from m, unnest(business_categories) v group by 2`,
  offering: sql`select 'offering' as kind, v as value, count(*)::int as n from m, unnest(business_offering) v group by 2`,
  structure: sql`select 'structure' as kind, business_structure as value, count(*)::int as n from m where business_structure is not null group by 2`,
  tag: sql`select 'tag' as kind, v as value, count(*)::int as n from m, unnest(business_identities) v group by 2`,
};

function countStatement(s: ResolvedSearch, kinds: Exclude<Kind, 'total'>[], without?: ExclusiveFacet): SQL {
  const selects = [
    ...(without ? [] : [sql`select 'total' as kind, null as value, count(*)::int as n from m`]),
    ...kinds.map((k) => GROUPS[k]),
  ];
  return sql`with m as (
    select bp.business_state, bp.business_region, bp.business_type, bp.business_categories,
      bp.business_offering, bp.business_structure, bp.business_identities
    from ${fromClause(s)} where ${whereClause(s, without)}
  ) ${sql.join(selects, sql` union all `)}`;
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

export async function countFacets(db: Db, s: ResolvedSearch, labels: Labels) {
  const active = activeExclusive(s);
  const always: Exclude<Kind, 'total'>[] = ['offering', 'tag'];
  const inResult = (['state', 'region', 'type', 'category', 'structure'] as const).filter(
    (k) => !active.includes(k) && (k !== 'region' || s.state),
  );
  const statements = [
    countStatement(s, [...always, ...inResult]),
    ...active.map((facet) => countStatement(s, [facet], facet)),
  ];
  const rows = (await Promise.all(statements.map((st) => queryRows<CountRow>(db, st)))).flat();
  const total = rows.find((r) => r.kind === 'total')?.n ?? 0;
  return { total, facets: shapeFacets(rows, s, labels) };
}

function shapeFacets(rows: CountRow[], s: ResolvedSearch, labels: Labels): SearchFacets {
  const of = (kind: Kind, label: (v: string) => { value: string; label: string } | undefined) =>
    rows
      .filter((r) => r.kind === kind && r.value !== null && r.n > 0)
      .flatMap((r) => {
        const named = label(r.value as string);
        return named ? [{ ...named, count: r.n }] : [];
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
